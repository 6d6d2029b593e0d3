import Domain
import Foundation

extension APIClient {
    /// `GET /api/contacts`: the logged-in user's contacts by name.
    public func contacts() async throws(ServiceError) -> [Contact] {
        let response = try await send(.get, APIPath.contacts, token: try await token())
        return try Self.decode([Contact].self, from: response)
    }

    /// `GET /api/contacts/:id`: one of the logged-in user's contacts.
    /// - Throws: ``ServiceError/notFound`` when it is not one of theirs.
    public func contact(id: Int64) async throws(ServiceError) -> Contact {
        let response = try await send(.get, APIPath.contact(id), token: try await token())
        return try Self.decode(Contact.self, from: response)
    }

    /// `GET /api/products`: every product by name.
    public func products() async throws(ServiceError) -> [Product] {
        let response = try await send(.get, APIPath.products, token: try await token())
        return try Self.decode([Product].self, from: response)
    }

    /// `GET /api/orders[?contact_id=]`: the logged-in user's orders (only those for contact
    /// `contactID` when given), newest first.
    public func orders(contactID: Int64? = nil) async throws(ServiceError) -> [Order] {
        let query = contactID.map { [URLQueryItem(name: "contact_id", value: "\($0)")] } ?? []
        let response = try await send(.get, APIPath.orders, query: query, token: try await token())
        return try Self.decode([Order].self, from: response)
    }

    /// `POST /api/orders` with `key` as the `Idempotency-Key`: the order as the server stored it,
    /// whether this request stored it or an earlier one with the same key did. Safe to repeat.
    /// - Parameter token: The bearer token to send; the ``credentials``' one when `nil`.
    /// - Throws: ``ServiceError/notFound`` for an unknown contact or product,
    ///   ``ServiceError/invalidRequest(_:)`` with the server's sentence when it refuses the order
    ///   (also when the key was used for a different order), ``ServiceError/unauthorized``.
    public func createOrder(_ request: CreateOrderRequest, key: String, token: String? = nil) async throws(ServiceError) -> Order {
        let body = try Self.encode(request)
        let bearer: String
        if let token {
            bearer = token
        } else {
            bearer = try await self.token()
        }
        let response = try await send(.post, APIPath.orders, body: body, token: bearer, headers: [APIHeader.idempotencyKey: key])
        return try Self.decode(Order.self, from: response)
    }
}
