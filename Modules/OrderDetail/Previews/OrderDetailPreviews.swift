import Domain
import Fakes
import Foundation
import OrderDetail
import OrderDetailInterface
import ViperKit

/// The order detail's named states, one per order status, over a fake entity gateway.
public enum OrderDetailPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("sent") { detail(FakeOrderData.orders[0].id, in: $0) },
        ModulePreview("pending") { detail(FakeOrderData.pendingOrderID, in: $0) },
        ModulePreview("refused") { detail(FakeOrderData.refusedOrderID, in: $0) },
        ModulePreview("failed") { language in
            let gateway = FakeEntityGateway()
            gateway.orders.failNextCall(with: .unreachable, of: .orders)
            return OrderDetailDefaultBuilder(gateway: gateway, timeZone: TimeZone(identifier: "UTC")!, language: language)
                .build(input: OrderDetailInput(orderID: FakeOrderData.orders[0].id), delegate: nil)
        },
    ]

    /// Order `id`'s detail, from orders in every status, in `language`, dates in UTC.
    @MainActor
    static func detail(_ id: String, in language: Language) -> Module {
        OrderDetailDefaultBuilder(
            gateway: FakeEntityGateway(orders: FakeOrderData.ordersInEveryStatus), timeZone: TimeZone(identifier: "UTC")!, language: language
        ).build(input: OrderDetailInput(orderID: id), delegate: nil)
    }
}
