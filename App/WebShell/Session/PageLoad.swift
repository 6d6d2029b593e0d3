/// A page of a session being loaded: later loads of the same page (the same path and query) that
/// arrive meanwhile wait for it and are answered with what it answered (each response still gets
/// its own nonce), instead of each sending the module `.appear`, waiting for its work and drawing
/// the page again. A burst of reloads thus costs the module one refresh, and the shell one place
/// in its ``AdmissionGate`` and one pass through the session's window.
@MainActor
final class PageLoad {
    private var waiters: [CheckedContinuation<ShellResponse?, Never>] = []

    /// Returns once the load has finished, with its answer (`nil` when it ended without one).
    func wait() async -> ShellResponse? {
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Ends the load with `answer`: every load waiting for it goes on with it.
    func finish(with answer: ShellResponse?) {
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: answer) }
    }
}
