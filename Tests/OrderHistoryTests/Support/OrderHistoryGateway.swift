import Domain
import DomainTesting

/// The gateway the order history is tested with: its order manager is a spy the test scripts, and
/// the managers the order history never uses fail the test if it calls them.
struct OrderHistoryGateway: EntityGateway {
    let orders = OrderManagerSpy()

    init(orders: [Order] = []) {
        self.orders.orders = orders
    }

    var userManager: any UserManager { Unimplemented() }
    var contactManager: any ContactManager { Unimplemented() }
    var productManager: any ProductManager { Unimplemented() }
    var orderManager: any OrderManager { orders }
}
