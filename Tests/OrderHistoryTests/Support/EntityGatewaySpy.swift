import Domain

/// An ``EntityGateway`` whose order manager is a spy the test configures.
struct EntityGatewaySpy: EntityGateway {
    let orders: OrderManagerSpy

    @MainActor
    init(orders: [Order] = []) {
        self.orders = OrderManagerSpy()
        self.orders.orders = orders
    }

    var userManager: any UserManager { UnusedManagers() }
    var contactManager: any ContactManager { UnusedManagers() }
    var productManager: any ProductManager { UnusedManagers() }
    var orderManager: any OrderManager { orders }
}
