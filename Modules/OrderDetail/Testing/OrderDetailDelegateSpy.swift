import OrderDetailInterface

/// An ``OrderDetailDelegate`` that records what it hears, for the tests of the order detail module
/// and of the modules that open it.
@MainActor
public final class OrderDetailDelegateSpy: OrderDetailDelegate {
    /// The ids of the orders the module reported as sent again, in order.
    public private(set) var sentAgain: [String] = []

    public init() {}

    public func orderDetail(didSendAgainOrderWithID id: String) {
        sentAgain.append(id)
    }
}
