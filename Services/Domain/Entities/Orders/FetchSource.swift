import Foundation

/// Where a ``Fetched`` value came from.
public enum FetchSource: Sendable, Equatable {
    /// Fresh from the server.
    case live
    /// The local copy saved at `savedAt`, because the server could not be reached.
    case cache(savedAt: Date)

    /// When the value was saved on this device, if it is the cached copy; `nil` when it is fresh.
    public var cachedAt: Date? {
        if case .cache(let savedAt) = self { return savedAt }
        return nil
    }
}
