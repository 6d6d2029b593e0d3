import Domain
import Foundation

/// The contact's orders as the use case knows them: the orders it loaded (or why it could not),
/// with the orders saved since on top.
struct ContactDetailOrders {
    /// The orders to list, newest first.
    var orders: [Order]
    /// When the loaded orders were saved on this device if they are the offline copy.
    var cachedAt: Date?
    /// Why the orders could not be loaded, if they could not.
    var error: ServiceError?
}
