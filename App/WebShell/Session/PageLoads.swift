import Synchronization

/// The page loads under way, by session cookie and page (path and query): a load of a page that
/// arrives while the same session's same page is being loaded waits for that load and is answered
/// with what it answered (each response still gets its own nonce), instead of sending the module
/// `.appear`, waiting for its work and drawing the page again. A burst of reloads thus costs the
/// module one refresh, and the shell one place in its ``AdmissionGate`` and one pass through the
/// session's window.
///
/// The waiting is done here, off the main actor: a load that shares another's answer never
/// reaches the main actor, where the modules' work is done.
///
/// ```swift
/// let answer = await loads.load(cookie: sessionID, page: "/items?") {
///     await controller.answer(to: request)   // (response, shareable)
/// }
/// ```
final class PageLoads: Sendable {
    /// The loads under way, each with the loads waiting for its answer.
    private let loads = Mutex<[Key: [CheckedContinuation<ShellResponse?, Never>]]>([:])

    /// One session's one page.
    private struct Key: Hashable {
        let cookie: String
        let page: String
    }

    /// How many loads wait for another's answer.
    var waitingCount: Int {
        loads.withLock { $0.values.reduce(0) { $0 + $1.count } }
    }

    /// The answer to a load of `page` for the session `cookie` names. When the same page of the
    /// same cookie is being loaded, its answer, if it was `shareable`; otherwise `work`'s answer.
    ///
    /// `work` answers the request and says whether its answer may be shared: only a page drawn for
    /// a live session that still serves `cookie` when it is done. A load that waited for an answer
    /// it may not share (its session ended or got a new id meanwhile) does `work` of its own.
    func load(cookie: String, page: String, _ work: () async -> (response: ShellResponse, shareable: Bool)) async -> ShellResponse {
        let key = Key(cookie: cookie, page: page)
        let leads = loads.withLock { loads in
            guard loads[key] == nil else { return false }
            loads[key] = []
            return true
        }
        guard leads else {
            let shared = await withCheckedContinuation { (waiter: CheckedContinuation<ShellResponse?, Never>) in
                let waits = loads.withLock { loads in
                    guard loads[key] != nil else { return false }
                    loads[key]?.append(waiter)
                    return true
                }
                // The load finished between the two looks: this one goes its own way.
                if !waits { waiter.resume(returning: nil) }
            }
            return if let shared { shared } else { await work().response }
        }
        let (response, shareable) = await work()
        let waiters = loads.withLock { $0.removeValue(forKey: key) } ?? []
        for waiter in waiters { waiter.resume(returning: shareable ? response : nil) }
        return response
    }
}
