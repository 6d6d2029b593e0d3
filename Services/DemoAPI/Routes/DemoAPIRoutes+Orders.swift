import Domain
import Foundation
import Hummingbird
import Storage

extension DemoAPIRoutes {
    /// The largest quantity one order line may have (so prices can never overflow).
    static let maxQuantity = 1_000_000
    /// The longest idempotency key accepted.
    static let maxKeyLength = 200

    /// Adds the contacts, products and orders endpoints, all behind bearer authentication.
    func addOrderRoutes(to router: Router<DemoAPIRequestContext>) {
        router.group(RouterPath(APIPath.contacts))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { _, context in
                try await contacts(context)
            }
            .get(":id") { request, context in
                try await contact(request, context)
            }
        router.group(RouterPath(APIPath.products))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { _, _ in
                try await products()
            }
        router.group(RouterPath(APIPath.orders))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { request, context in
                try await orders(request, context)
            }
            .post { request, context in
                try await createOrder(request, context)
            }
    }

    // MARK: Handlers

    /// `GET /api/contacts` -> the user's contacts by name.
    private func contacts(_ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        do {
            return try JSONBody.response(try await orderStores.contacts.contacts(userID: userID))
        } catch {
            throw APIFailure(error)
        }
    }

    /// `GET /api/contacts/:id` -> one of the user's contacts, or 404.
    private func contact(_ request: Request, _ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        let id = try Self.positiveID(context.parameters.get("id"), named: "contact id")
        do {
            return try JSONBody.response(try await orderStores.contacts.contact(id: id, userID: userID))
        } catch {
            throw Self.notFound(error, "There is no contact with id \(id).")
        }
    }

    /// `GET /api/products` -> every product by name.
    private func products() async throws -> Response {
        do {
            return try JSONBody.response(try await orderStores.products.products())
        } catch {
            throw APIFailure(error)
        }
    }

    /// `GET /api/orders[?contact_id=]` -> the user's orders, newest first.
    private func orders(_ request: Request, _ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        let contactID = try request.uri.queryParameters["contact_id"].map { try Self.positiveID(String($0), named: "contact_id") }
        do {
            return try JSONBody.response(try await orderStores.orders.orders(userID: userID, contactID: contactID))
        } catch {
            throw APIFailure(error)
        }
    }

    /// `POST /api/orders` with an `Idempotency-Key` header and a ``CreateOrderRequest``: 201 and
    /// the order the first time, 200 and the stored order for a repeat, 409 when the key was used
    /// for another order.
    private func createOrder(_ request: Request, _ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        let key = try Self.idempotencyKey(request)
        let body = try await JSONBody.decode(
            CreateOrderRequest.self,
            from: request,
            expected: #"{"contactID": 1, "productID": 2, "quantity": 3, "createdAt": 1763283600000}"#
        )
        guard (1 ... Self.maxQuantity).contains(body.quantity) else {
            throw APIFailure.invalidRequest("The quantity must be between 1 and \(Self.maxQuantity), not \(body.quantity).")
        }
        if let problem = body.createdAtProblem { throw APIFailure.invalidRequest(problem) }
        do {
            _ = try await orderStores.contacts.contact(id: body.contactID, userID: userID)
        } catch {
            throw Self.notFound(error, "There is no contact with id \(body.contactID).")
        }
        do {
            _ = try await orderStores.products.product(id: body.productID)
        } catch {
            throw Self.notFound(error, "There is no product with id \(body.productID).")
        }
        let creation: OrderCreation
        do {
            creation = try await orderStores.orders.create(key: key, userID: userID, request: body)
        } catch {
            throw Self.notFound(error, "The order's contact or product no longer exists.")
        }
        switch creation {
        case .created(let order):
            return try JSONBody.response(order, status: .created)
        case .repeated(let order):
            return try JSONBody.response(order, status: .ok)
        case .conflicting:
            throw APIFailure(
                .conflict,
                error: "idempotency_key_reused",
                message: "The Idempotency-Key \(key) was already used for a different order: send a new key for a new order."
            )
        }
    }

    // MARK: Input

    /// The request's `Idempotency-Key` header.
    /// - Throws: 400 when it is missing, blank or too long.
    private static func idempotencyKey(_ request: Request) throws(APIFailure) -> String {
        let name = APIHeader.idempotencyKey.lowercased()
        let value = request.headers.first { $0.name.canonicalName == name }?.value ?? ""
        let key = value.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else {
            throw .invalidRequest(
                "Creating an order needs an '\(APIHeader.idempotencyKey)' header with a key (a UUID) unique to the order, so a repeated request cannot make a second one."
            )
        }
        guard key.count <= maxKeyLength else {
            throw .invalidRequest("The '\(APIHeader.idempotencyKey)' header must be at most \(maxKeyLength) characters long.")
        }
        return key
    }

    /// `text` as a positive id.
    /// - Throws: 400 naming `name` when it is not a positive integer.
    private static func positiveID(_ text: String?, named name: String) throws(APIFailure) -> Int64 {
        guard let text, let id = Int64(text), id > 0 else {
            throw .invalidRequest("The \(name) must be a positive integer, not '\(text ?? "")'.")
        }
        return id
    }

    /// 404 with `message` for a not-found error, the usual failure otherwise.
    private static func notFound(_ error: any Error, _ message: String) -> APIFailure {
        if let error = error as? ServiceError, error == .notFound {
            return APIFailure(.notFound, error: "not_found", message: message)
        }
        return APIFailure(error)
    }
}
