import Domain

/// What a fake service does besides answering: how long it takes and which calls fail.
///
/// Shared by every fake so they all fail and wait the same way. `Kind` names a fake's operations,
/// so a failure can be aimed at one of them.
struct FakeBehaviour<Kind: Hashable & Sendable>: Sendable {
    /// How long each call waits before answering.
    var delay: Duration = .zero
    /// Failures for the next calls, first in first out; a `nil` kind matches any call.
    var pendingFailures: [(error: ServiceError, kind: Kind?)] = []
    /// The failure of every call, if set.
    var persistentFailure: ServiceError?

    /// The failure the call of `kind` starting now must end with, if any; consumes a one-shot one.
    mutating func takeFailure(for kind: Kind) -> ServiceError? {
        if let index = pendingFailures.firstIndex(where: { $0.kind == nil || $0.kind == kind }) {
            return pendingFailures.remove(at: index).error
        }
        return persistentFailure
    }
}
