import ViperKit

/// A test module's interactor: runs its slow work in the module's activity, capturing nothing
/// strongly, so closing the module cancels it.
@MainActor
final class TestInteractor {
    let activity: ModuleActivity

    init(activity: ModuleActivity) {
        self.activity = activity
    }

    /// Waits `duration` (cancellable), then calls `done` unless the module was closed meanwhile.
    func wait(_ duration: Duration, then done: @escaping @MainActor () -> Void) {
        activity.run {
            do {
                try await Task.sleep(for: duration)
            } catch {
                return
            }
            done()
        }
    }
}
