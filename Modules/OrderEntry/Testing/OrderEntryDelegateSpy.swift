import Domain
import OrderEntryInterface

/// An ``OrderEntryDelegate`` that records what it hears, for the tests of the order entry module and of
/// the modules that open it.
@MainActor
public final class OrderEntryDelegateSpy: OrderEntryDelegate {
    /// The orders the module reported as saved.
    public private(set) var saved: [Order] = []

    public init() {}

    public func orderEntry(didSave order: Order) {
        saved.append(order)
    }
}
