import Synchronization

/// Holds a fake's calls until the test (or the preview) lets them go: the way a state such as
/// "Saving…" is kept on screen because the save is held, not because a long wait has not ended.
/// A held call that is cancelled (its module closed) ends at once. Every fake's controls use one,
/// and so do the gateway's manager spies (DomainTesting); `Kind` names the calls that can be held
/// apart (`Never` where they cannot).
///
/// ```swift
/// let hold = FakeHold<Never>()
/// hold.hold(nil)
/// let passed = await hold.pass(nil)   // waits until hold.release(); false if cancelled
/// ```
public final class FakeHold<Kind: Hashable & Sendable>: Sendable {
    /// Which calls wait.
    private enum Rule: Sendable {
        case none
        case all
        case kinds(Set<Kind>)

        func holds(_ kind: Kind?) -> Bool {
            switch self {
            case .none: false
            case .all: true
            case .kinds(let kinds): kind.map(kinds.contains) ?? false
            }
        }
    }

    private struct State: Sendable {
        var rule = Rule.none
        var next = 0
        var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
    }

    private let state = Mutex(State())

    /// Holds nothing yet.
    public init() {}

    /// Holds every call from now on, or only those of `kinds` when given.
    public func hold(_ kinds: Set<Kind>?) {
        state.withLock { $0.rule = kinds.map(Rule.kinds) ?? .all }
    }

    /// Lets every held call go, and holds none from now on.
    public func release() {
        let waiting = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            state.rule = .none
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume(returning: true) }
    }

    /// How many calls are held now.
    public var heldCount: Int { state.withLock { $0.waiting.count } }

    /// Waits while calls of `kind` are held; `false` when the caller was cancelled meanwhile.
    public func pass(_ kind: Kind?) async -> Bool {
        let id = state.withLock { state -> Int in
            state.next += 1
            return state.next
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let now: Bool? = state.withLock { state in
                    guard state.rule.holds(kind) else { return true }
                    // Cancelled before it was held: the handler below ran with nothing to end.
                    if Task.isCancelled { return false }
                    state.waiting[id] = continuation
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(returning: false)
        }
    }
}
