import OrderDetailInterface
import ViperKit

/// Pushes an order's detail, built through the injected ``OrderDetailBuilding``.
@MainActor
final class OrderHistoryDefaultRouter: OrderHistoryRouter {
    weak var view: ModuleView?
    private let orderDetail: any OrderDetailBuilding

    /// Creates the router; it holds the `orderDetail` builder strongly.
    init(orderDetail: any OrderDetailBuilding) {
        self.orderDetail = orderDetail
    }

    /// Builds order `id`'s detail and pushes it on the view's navigator.
    func routeToOrder(id: String) {
        guard let navigator = view?.navigator else { return }
        navigator.push(orderDetail.build(input: OrderDetailInput(orderID: id), delegate: nil))
    }
}
