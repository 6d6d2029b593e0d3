import Domain
import Fakes
import Foundation
import OrderEntry
import OrderEntryInterface
import ViperKit

/// Order entry's named states, over a fake entity gateway, for contact 3.
public enum OrderEntryPreviews {
    /// The form submitted with product 2 (Brass Lantern) and `quantity`.
    static func save(quantity: String) -> ViewEvent {
        .action("save", form: ["product": "2", "quantity": quantity])
    }

    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("empty") { entry(FakeEntityGateway(), in: $0) },
        ModulePreview("invalid", events: [.action("save", form: ["product": "", "quantity": "12x"])]) {
            entry(FakeEntityGateway(), in: $0)
        },
        ModulePreview("saving", events: [save(quantity: "3")], atRest: false) { language in
            let gateway = FakeEntityGateway()
            gateway.orders.holdCalls()
            return entry(gateway, in: language)
        },
        ModulePreview("saved offline", events: [save(quantity: "3")]) { language in
            let gateway = FakeEntityGateway()
            gateway.isOffline = true
            return entry(gateway, in: language)
        },
        ModulePreview("refused with its reason", events: [save(quantity: "3")]) { language in
            // The draft's key is one the server has already refused: saving it again answers that order.
            let refused = FakeOrderData.ordersInEveryStatus.filter { $0.id == FakeOrderData.refusedOrderID }
            return entry(FakeEntityGateway(orders: refused), key: FakeOrderData.refusedOrderID, in: language)
        },
    ]

    /// Contact 3's form over `gateway` in `language`, each draft keyed `key`.
    @MainActor
    static func entry(_ gateway: FakeEntityGateway, key: String = "preview-draft", in language: Language) -> Module {
        OrderEntryDefaultBuilder(gateway: gateway, makeKey: { key }, now: { FakeOrderData.baseDate }, language: language)
            .build(input: OrderEntryInput(contactID: 3), delegate: nil)
    }
}
