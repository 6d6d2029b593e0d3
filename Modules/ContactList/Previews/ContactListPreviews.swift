import ContactDetailInterface
import ContactList
import Domain
import Fakes
import Foundation
import OrderHistoryInterface
import ViperKit

/// The contact list's named states, over a fake entity gateway.
public enum ContactListPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("loaded") { list(FakeEntityGateway(), in: $0) },
        ModulePreview("no match", events: [.action("search", form: ["query": "Zebedee"])]) { list(FakeEntityGateway(), in: $0) },
        ModulePreview("offline") { language in
            let gateway = FakeEntityGateway()
            gateway.isOffline = true
            return list(gateway, in: language)
        },
    ]

    /// The list over `gateway` in `language`, dates in UTC.
    @MainActor
    static func list(_ gateway: FakeEntityGateway, in language: Language) -> Module {
        ContactListDefaultBuilder(
            gateway: gateway, detail: NoDetail(), orderHistory: NoHistory(), timeZone: TimeZone(identifier: "UTC")!, language: language
        ).build()
    }

    /// The contact a selected row would open: a placeholder.
    struct NoDetail: ContactDetailBuilding {
        func build(input: ContactDetailInput) -> Module {
            .placeholder(named: "ContactDetail", route: ContactDetailRoute.route(input))
        }
    }

    /// The order history the toolbar would open: a placeholder.
    struct NoHistory: OrderHistoryBuilding {
        func build() -> Module {
            .placeholder(named: "OrderHistory", route: OrderHistoryRoute.route)
        }
    }
}
