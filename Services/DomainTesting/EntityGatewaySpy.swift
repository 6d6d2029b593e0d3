import Domain

/// An ``EntityGateway`` over spies of its managers, so a test can script what each manager answers
/// and count what the use case asked.
public final class EntityGatewaySpy: EntityGateway {
    /// Creates one with nothing recorded.
    public init() {}

    /// The contact manager's spy.
    public let contacts = ContactManagerSpy()
    /// The order manager's spy.
    public let orders = OrderManagerSpy()
    /// The user manager's stub.
    public let users = UserManagerStub()
    /// The product manager's stub.
    public let products = ProductManagerStub()

    /// The user manager stub.
    public var userManager: any UserManager { users }
    /// The contact manager spy.
    public var contactManager: any ContactManager { contacts }
    /// The product manager stub.
    public var productManager: any ProductManager { products }
    /// The order manager spy.
    public var orderManager: any OrderManager { orders }
}
