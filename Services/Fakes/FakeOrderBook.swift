import Domain
import Foundation
import Synchronization

/// The state the fake managers of one ``FakeEntityGateway`` share, like a server and its outbox.
final class FakeOrderBook: Sendable {
    struct State: Sendable {
        var contacts: [Contact]
        var products: [Product]
        var orders: [Order]
        var isOffline = false
    }

    let state: Mutex<State>

    init(contacts: [Contact], products: [Product], orders: [Order]) {
        state = Mutex(State(contacts: contacts, products: products, orders: orders))
    }

    /// Where a read comes from now.
    func source(_ state: State) -> FetchSource {
        state.isOffline ? .cache(savedAt: FakeOrderData.cacheDate) : .live
    }
}
