/// Waits until `condition` holds, giving other work a chance to run in between. Not a timed
/// assertion: the test fails on its own expectations, or the suite's time limit, if it never does.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async {
    while !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}
