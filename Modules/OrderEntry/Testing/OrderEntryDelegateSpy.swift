import Domain
import OrderEntryInterface

/// An ``OrderEntryDelegate`` that records what it hears, for the tests of the order entry module and of
/// the modules that open it.
@MainActor
public final class OrderEntryDelegateSpy: OrderEntryDelegate {
    /// The ids of the orders the module reported as saved, in the order it reported them.
    public private(set) var saved: [Order.ID] = []

    public init() {}

    public func orderEntry(didSaveOrderWithID id: Order.ID) {
        saved.append(id)
    }
}
