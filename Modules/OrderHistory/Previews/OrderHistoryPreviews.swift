import Domain
import Fakes
import Foundation
import OrderDetailInterface
import OrderHistory
import ViperKit

/// The order history's named states, over a fake entity gateway.
public enum OrderHistoryPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("sent, pending and refused orders") { history(FakeEntityGateway(orders: FakeOrderData.ordersInEveryStatus), in: $0) },
        ModulePreview("no orders") { history(FakeEntityGateway(orders: []), in: $0) },
        ModulePreview("offline") { language in
            let gateway = FakeEntityGateway()
            gateway.isOffline = true
            return history(gateway, in: language)
        },
    ]

    /// The history over `gateway` in `language`, days in UTC.
    @MainActor
    static func history(_ gateway: FakeEntityGateway, in language: Language) -> Module {
        OrderHistoryDefaultBuilder(gateway: gateway, orderDetail: NoOrderDetail(), timeZone: TimeZone(identifier: "UTC")!, language: language)
            .build()
    }

    /// The order detail a selected row would open: a placeholder.
    struct NoOrderDetail: OrderDetailBuilding {
        func build(input: OrderDetailInput, delegate: (any OrderDetailDelegate)?) -> Module {
            .placeholder(named: "OrderDetail", route: OrderDetailRoute.route(input))
        }
    }
}
