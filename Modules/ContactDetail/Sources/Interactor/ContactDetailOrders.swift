import Domain
import Foundation

/// The contact's orders as the use case knows them: the orders it loaded, newest first (the
/// business rule, whatever order the manager gives), or why it could not.
struct ContactDetailOrders {
    /// The orders to list, newest first.
    var orders: [Order]
    /// When the loaded orders were saved on this device if they are the offline copy.
    var cachedAt: Date?
    /// Why the orders could not be loaded, if they could not.
    var error: ServiceError?
}

extension ContactDetailOrders {
    /// The orders `fetched` holds, newest first, or its error with no orders.
    init(_ fetched: Result<Fetched<[Order]>, ServiceError>) {
        switch fetched {
        case .success(let fetched):
            self.init(orders: fetched.value.sorted { $0.createdAt > $1.createdAt }, cachedAt: fetched.source.cachedAt)
        case .failure(let error):
            self.init(orders: [], error: error)
        }
    }
}
