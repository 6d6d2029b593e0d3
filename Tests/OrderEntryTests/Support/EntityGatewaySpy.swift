import Domain

/// An ``EntityGateway`` over manager spies the test can configure and inspect.
struct EntityGatewaySpy: EntityGateway {
    let users: UserManagerSpy
    let contacts: ContactManagerSpy
    let products: ProductManagerSpy
    let orders: OrderManagerSpy

    @MainActor
    init() {
        users = UserManagerSpy()
        contacts = ContactManagerSpy()
        products = ProductManagerSpy()
        orders = OrderManagerSpy()
    }

    var userManager: any UserManager { users }
    var contactManager: any ContactManager { contacts }
    var productManager: any ProductManager { products }
    var orderManager: any OrderManager { orders }
}
