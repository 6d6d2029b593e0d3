import Domain
import GRDB

extension ServiceError {
    /// The service error for a failure of the storage layer: service errors pass through,
    /// cancellation becomes ``ServiceError/cancelled``, anything else ``ServiceError/storage(_:)``.
    static func storage(from error: any Error) -> ServiceError {
        switch error {
        case let error as ServiceError:
            error
        case is CancellationError:
            .cancelled
        case let error as DatabaseError:
            .storage(error.message ?? error.description)
        default:
            .storage(String(describing: error))
        }
    }
}
