/// A page of a session being loaded: later loads of the same page (the same path and query) that
/// arrive meanwhile wait for it and then share what it did, instead of each sending the module
/// `.appear` and waiting for its work again. A burst of reloads thus costs the module one refresh,
/// and the shell one place in its ``AdmissionGate``.
@MainActor
final class PageLoad {
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Returns once the load has finished.
    func wait() async {
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Ends the load: every load waiting for it goes on.
    func finish() {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }
}
