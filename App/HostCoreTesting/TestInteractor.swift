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
