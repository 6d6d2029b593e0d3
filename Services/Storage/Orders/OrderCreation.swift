import Domain

/// What ``OrderStore/create(key:userID:request:storedAt:)`` did with an order.
public enum OrderCreation: Sendable, Equatable {
    /// The key was new: the order was stored (HTTP 201).
    case created(Order)
    /// The key was already stored for the same order: nothing was written, here is the stored
    /// one (HTTP 200).
    case repeated(Order)
    /// The key was already stored for a different order (HTTP 409): nothing was written, here is
    /// the stored one.
    case conflicting(Order)

    /// The order stored under the key.
    public var order: Order {
        switch self {
        case .created(let order), .repeated(let order), .conflicting(let order): order
        }
    }
}
