import ContactDetail
import ContactDetailInterface
import Domain
import Fakes
import Foundation
import OrderDetailInterface
import OrderEntryInterface
import ViperKit

/// The contact detail's named states, over a fake entity gateway.
public enum ContactDetailPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("with sent, pending and refused orders") { language in
            detail(FakeEntityGateway(orders: FakeOrderData.ordersInEveryStatus), in: language)
        },
        ModulePreview("no orders") { language in
            detail(FakeEntityGateway(orders: []), in: language)
        },
        ModulePreview("failed") { language in
            let gateway = FakeEntityGateway()
            gateway.contacts.failNextCall(with: .unreachable, of: .contact)
            return detail(gateway, in: language)
        },
    ]

    /// Contact 1's detail over `gateway` in `language`, dates in UTC.
    @MainActor
    static func detail(_ gateway: FakeEntityGateway, in language: Language) -> Module {
        ContactDetailDefaultBuilder(
            gateway: gateway, orderEntry: NoOrderEntry(), orderDetail: NoOrderDetail(), timeZone: TimeZone(identifier: "UTC")!,
            language: language
        ).build(input: ContactDetailInput(contactID: 1))
    }

    /// The order entry New order would open: a placeholder.
    struct NoOrderEntry: OrderEntryBuilding {
        func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module {
            .placeholder(named: "OrderEntry", route: OrderEntryRoute.route(input))
        }
    }

    /// The order detail a selected row would open: a placeholder.
    struct NoOrderDetail: OrderDetailBuilding {
        func build(input: OrderDetailInput, delegate: (any OrderDetailDelegate)?) -> Module {
            .placeholder(named: "OrderDetail", route: OrderDetailRoute.route(input))
        }
    }
}
