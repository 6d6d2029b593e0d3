import ViperKit

/// Waits for a window's shown modules to finish their work, so a host that draws once per
/// request (a web page) shows results rather than a spinner.
@MainActor
public enum Settler {
    /// Waits until the top module's activity, and the tab container's if there is one (logging out
    /// runs there), are idle, for at most `timeout`. When the top changes meanwhile (the work
    /// pushed or closed a module, or replaced the root), it waits for the new top instead.
    ///
    /// Only the activities and a weak reference to the top view are held while waiting, never a
    /// module, so a module closed meanwhile is released at once and passes its leak check.
    public static func settle(_ window: HostWindow, timeout: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            // The top view, weakly, and the activities: never a module, which would keep it alive.
            let top = window.stack.topView.map(WeakReference.init)
            let activities = [window.containerActivity, window.stack.topActivity].compactMap { $0 }
            guard !activities.isEmpty else { return }
            for activity in activities {
                let remaining = clock.now.duration(to: deadline)
                guard remaining > .zero else { return }
                await activity.idle(timeout: remaining)
            }
            guard let now = window.stack.topView, now !== top?.object else { return }
        }
    }
}
