import ViperKit

/// Waits for a session's top module to finish its work before its page is rendered, so most
/// pages show results rather than a spinner.
@MainActor
enum Settler {
    /// Waits until the top module's activity is idle, for at most `timeout`. When the top changes
    /// meanwhile (the work pushed or closed a module), it waits for the new top instead.
    ///
    /// Only the activity and a weak reference to the view are held while waiting, never the
    /// module, so a module closed meanwhile is released at once and passes its leak check.
    static func settle(_ navigator: WebNavigator, timeout: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero, let (view, activity) = topActivity(of: navigator) else { return }
            await activity.idle(timeout: remaining)
            guard let top = navigator.top, top.module.view !== view.object else { return }
        }
    }

    private static func topActivity(of navigator: WebNavigator) -> (WeakReference, ModuleActivity)? {
        guard let top = navigator.top else { return nil }
        return (WeakReference(top.module.view), top.module.activity)
    }
}
