import Domain
import Fakes
import ViperKit

@testable import OrderEntry

extension OrderEntryFixtures {
    /// A fake gateway holding ``contact`` and ``products`` and no orders: orders are sent, or
    /// pending while it is offline, and a draft whose key is saved returns that order.
    nonisolated static func gateway() -> FakeEntityGateway {
        FakeEntityGateway(contacts: [contact], products: products, orders: [])
    }

    /// A builder over `gateway` with counted keys ("key-1", "key-2", …) and the fixed clock,
    /// speaking `language`.
    static func builder(
        _ gateway: any EntityGateway = gateway(),
        keys: KeyMakerSpy = KeyMakerSpy(),
        quantityLimit: Int = OrderEntryDefaultInteractor.defaultQuantityLimit,
        language: Language = .english
    ) -> OrderEntryDefaultBuilder {
        OrderEntryDefaultBuilder(gateway: gateway, quantityLimit: quantityLimit, makeKey: keys.make, now: { now }, language: language)
    }
}

extension FakeOrderManager {
    /// The drafts it was asked to create, in order.
    var drafts: [OrderDraft] {
        calls.compactMap { if case .create(let draft) = $0 { draft } else { nil } }
    }
}

/// A gateway whose contact comes from the device's copy while the products are live, or the other
/// way round: two fake gateways over the same data, one of them offline.
struct MixedGateway: EntityGateway {
    let userManager: any UserManager
    let contactManager: any ContactManager
    let productManager: any ProductManager
    let orderManager: any OrderManager

    init(contactOffline: Bool, productsOffline: Bool) {
        let online = OrderEntryFixtures.gateway()
        let offline = OrderEntryFixtures.gateway()
        offline.isOffline = true
        userManager = online.users
        contactManager = contactOffline ? offline.contacts : online.contacts
        productManager = productsOffline ? offline.products : online.products
        orderManager = online.orders
    }
}
