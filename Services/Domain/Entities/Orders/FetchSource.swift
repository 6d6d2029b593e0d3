import Foundation

/// Where a ``Fetched`` value came from.
public enum FetchSource: Sendable, Equatable {
    /// Fresh from the server.
    case live
    /// The local copy saved at `savedAt`, because the server could not be reached.
    case cache(savedAt: Date)
}
