import Domain

/// Why a ``DemoAPIServer`` could not start.
public enum DemoAPIError: Error, Sendable, Equatable {
    /// The configuration is not usable; the message says why.
    case invalidConfiguration(String)
    /// The database could not be opened, migrated or seeded.
    case storage(ServiceError)
    /// The server could not listen on the configured address; the message says why.
    case cannotListen(String)
}
