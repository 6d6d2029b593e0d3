import Fakes
import ViperKit

/// A test module's interactor: runs its slow work in the module's activity, capturing nothing
/// strongly, so closing the module cancels it.
@MainActor
final class TestInteractor {
    let activity: ModuleActivity

    init(activity: ModuleActivity) {
        self.activity = activity
    }

    /// Waits until `hold` lets the work go, then calls `done` unless the module was closed
    /// meanwhile (closing it ends the wait).
    func wait(for hold: FakeHold<Never>, then done: @escaping @MainActor () -> Void) {
        activity.run {
            guard await hold.pass(nil) else { return }
            done()
        }
    }

    /// Runs `work` (cancellable), then calls `done` unless the module was closed meanwhile.
    func wait(_ work: TestWork, then done: @escaping @MainActor () -> Void) {
        switch work {
        case .lasting(let duration):
            activity.run {
                do {
                    try await Task.sleep(for: duration)
                } catch {
                    return
                }
                done()
            }
        case .untilClosed:
            let hold = FakeHold<Never>()
            hold.hold(nil)
            wait(for: hold, then: done)
        }
    }
}
