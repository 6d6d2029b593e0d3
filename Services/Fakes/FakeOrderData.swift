import Domain
import Foundation

/// The deterministic data of ``FakeEntityGateway``, in the spirit of the demo API's: the fake
/// demo user, 12 products, 25 contacts and 7 past orders over four days.
public enum FakeOrderData {
    /// The logged-in user (the same as ``FakeAuthService/Account/demo``'s).
    public static let user = FakeAuthService.Account.demo.user
    /// The day of the newest order (2026-11-16T09:00:00Z); the others go back three days.
    public static let baseDate = Date(timeIntervalSince1970: 1_763_283_600)
    /// When the "cached copy" was saved, as reported while ``FakeEntityGateway/isOffline``.
    public static let cacheDate = baseDate.addingTimeInterval(3_600)

    /// Twelve products by id.
    public static let products: [Product] = [
        ("Anchor Bolt Set", 1_250), ("Brass Lantern", 4_999), ("Cedar Planter Box", 3_450),
        ("Desk Lamp", 2_899), ("Espresso Beans 1 kg", 2_195), ("Field Notebook", 650),
        ("Garden Hose 20 m", 3_975), ("Hand Towel Pack", 1_480), ("Ink Cartridge", 2_310),
        ("Jute Doormat", 1_999), ("Kettle, Stainless", 5_400), ("Linen Napkins (6)", 2_750),
    ].enumerated().map { index, product in
        Product(id: Int64(index + 1), name: product.0, unitPrice: Money(cents: product.1))
    }

    /// Twenty-five contacts by id (names are unique).
    public static let contacts: [Contact] = {
        let first = ["Ada", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kemi", "Luca", "Maya"]
        let last = ["Abbott", "Becker", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Hansen", "Ivanova", "Jensen", "Kowalski"]
        let streets = ["Harbor Road", "Maple Avenue", "Mill Lane", "Station Street", "Orchard Way"]
        let companies = ["Acme Supplies", "Blue Harbor Ltd", "Cobalt Works", "Delta Foods", "Evergreen Co", "Fjord Design"]
        return (0 ..< 25).map { n in
            Contact(
                id: Int64(n + 1),
                name: "\(first[n % first.count]) \(last[(n * 7) % last.count])",
                phone: "+1 555 \(100 + (n * 37) % 900) \(1_000 + (n * 7_919) % 9_000)",
                address: "\(10 + n * 13) \(streets[n % streets.count]), Springfield",
                company: companies[(n * 3) % companies.count]
            )
        }
    }()

    /// Seven past orders, newest first, two a day.
    public static let orders: [Order] = (0 ..< 7).map { n in
        let draft = OrderDraft(
            key: "FA4E0000-0000-4000-8000-\(String(format: "%012d", n + 1))",
            userID: user.id,
            contactID: contacts[(n * 5) % contacts.count].id,
            productID: products[(n * 7) % products.count].id,
            quantity: 1 + (n * 3) % 5,
            createdAt: baseDate.addingTimeInterval(-Double(n / 2) * 86_400 - Double(n % 2) * 5_400)
        )
        let contact = contacts[(n * 5) % contacts.count]
        return Order(draft: draft, contactName: contact.name, product: products[(n * 7) % products.count], status: .sent)
    }

    /// The id of the order of ``ordersInEveryStatus`` waiting on the device to be sent.
    public static let pendingOrderID = orders[5].id
    /// The id of the order of ``ordersInEveryStatus`` the server refused.
    public static let refusedOrderID = "FA4E0000-0000-4000-8000-000000000008"
    /// The server's reason for refusing ``refusedOrderID``.
    public static let refusalReason = "The product is no longer sold."

    /// ``orders`` with one of contact 1's pending and one more of hers, four days older, refused by
    /// the server with ``refusalReason``: a contact, the history and an order's detail in every
    /// status, for previews.
    public static let ordersInEveryStatus: [Order] = {
        let refused = Order(
            draft: OrderDraft(
                key: refusedOrderID, userID: user.id, contactID: contacts[0].id, productID: products[2].id, quantity: 2,
                createdAt: baseDate.addingTimeInterval(-4 * 86_400)),
            contactName: contacts[0].name, product: products[2], status: .refused
        ).with(status: .refused, reason: refusalReason)
        return orders.map { $0.id == pendingOrderID ? $0.with(status: .pending) : $0 } + [refused]
    }()
}
