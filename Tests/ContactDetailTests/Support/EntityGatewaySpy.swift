import Domain

/// An ``EntityGateway`` over spies of its managers, so a test can script what each manager answers
/// and count what the use case asked.
final class EntityGatewaySpy: EntityGateway {
    /// The contact manager's spy.
    let contacts = ContactManagerSpy()
    /// The order manager's spy.
    let orders = OrderManagerSpy()
    /// The user manager's stub.
    let users = UserManagerStub()
    /// The product manager's stub.
    let products = ProductManagerStub()

    var userManager: any UserManager { users }
    var contactManager: any ContactManager { contacts }
    var productManager: any ProductManager { products }
    var orderManager: any OrderManager { orders }
}
