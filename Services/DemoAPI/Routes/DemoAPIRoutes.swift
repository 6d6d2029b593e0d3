import Domain
import Hummingbird
import ServerKit
import Storage
import Tracing

/// The endpoints of the demo API (paths from ``APIPath``), answering from the stores.
struct DemoAPIRoutes: Sendable {
    /// Each user's items.
    let items: ItemStore
    /// The users.
    let users: UserStore
    /// Each user's feature flag values (see `DemoAPIRoutes+People.swift`).
    let flags: FeatureFlagStore
    /// The bearer tokens.
    let tokens: TokenStore
    /// The contacts, products and orders (see `DemoAPIRoutes+Orders.swift`).
    let orderStores: OrderStores
    /// Checks passwords.
    let hasher: PasswordHasher
    /// A real bcrypt hash checked when the username is unknown, so a wrong username takes as long
    /// to refuse as a wrong password.
    let decoyHash: String
    /// Counts failed logins per account and address (see `DemoAPIRoutes+Login.swift`).
    let throttle: LoginThrottle
    /// Bounds the password checks running and waiting at once.
    let passwordChecks: PasswordCheckGate
    /// Counts the requests answered.
    let requests = RequestCounter()
    /// How long every request waits before it is answered (see ``LatencyMiddleware``).
    var latency: Duration = .zero
    /// The secret that vouches for a request's `X-Forwarded-For` (see ``DemoAPIConfiguration/proxySecret``).
    var proxySecret: String?
    /// Where each request's spans go (see ``DemoAPIConfiguration/tracer``).
    var tracer: (any Tracer)?

    /// The page size when a request gives no `limit`.
    static let defaultLimit = 50
    /// The first part of a page's `ETag`: change it when a page's JSON changes for the same items,
    /// so a client's copy in the old form is read in full again.
    static let pageFormat = "p1"

    /// A router with every endpoint.
    func router() -> Router<DemoAPIRequestContext> {
        let router = Router(context: DemoAPIRequestContext.self)
        // Outside everything, so every answer's work is in the request's span.
        if let tracer { router.add(middleware: TracerMiddleware(tracer)) }
        // First, so they wrap every endpoint and the answer for paths no endpoint serves; the log
        // outside the JSON errors, so it records their status too; the private-answer headers
        // outside everything, so every answer carries them.
        router.add(middleware: PrivateAnswerMiddleware())
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: JSONErrorMiddleware())
        router.add(middleware: requests.middleware())
        if latency > .zero { router.add(middleware: LatencyMiddleware(latency: latency)) }
        router.get(RouterPath(APIPath.health)) { _, _ in
            try JSONBody.response(HealthResponse())
        }
        addLoginRoutes(to: router)
        router.group(RouterPath(APIPath.items))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { request, context in
                try await page(request, context)
            }
            .delete { _, context in
                try await deleteAll(context)
            }
            .post("samples") { _, context in
                try await addSampleItems(context)
            }
            .get(":id") { request, context in
                try await item(request, context)
            }
            .patch(":id") { request, context in
                try await setEnabled(request, context)
            }
        addPeopleRoutes(to: router)
        addOrderRoutes(to: router)
        router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
        return router
    }

    // MARK: Handlers (each user has their own items: another user's item is a 404 like a missing one)

    /// `GET /api/items?offset=&limit=` -> the user's ``ItemPage`` with its `ETag`, or `304 Not
    /// Modified` with the `ETag` and no body when the request's `If-None-Match` names it.
    ///
    /// The tag is the store's page validator (the database's epoch, the user, their items'
    /// version, the page's bounds), weak, prefixed with ``pageFormat``. The store reads it with
    /// the page, in one transaction (``ItemStore/items(userID:offset:limit:unlessHeld:)``), and
    /// reads the page only when the tag is not one the client holds: a page the client holds
    /// costs one statement and no JSON.
    ///
    /// The answer stays `Cache-Control: no-store` (``PrivateAnswerMiddleware``): no HTTP cache on
    /// the way may keep a user's items. That does not stop the client: a conditional request
    /// (RFC 9110 §13) is not a cache's reuse of a stored answer but a question the client asks
    /// about the copy it keeps as its own data (the app's document cache), so it needs no
    /// permission to store; `private, no-cache` would instead let the client's HTTP stack keep
    /// the answers too.
    private func page(_ request: Request, _ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        let query = request.uri.queryParameters
        let offset = try Self.integer(query["offset"], named: "offset") ?? 0
        let limit = try Self.integer(query["limit"], named: "limit") ?? Self.defaultLimit
        do {
            let held = IfNoneMatch(fieldValues: request.headers[values: .ifNoneMatch])
            let read = try await items.items(userID: userID, offset: offset, limit: limit) { held.matches(Self.entityTag(of: $0)) }
            let tag = Self.entityTag(of: read.validator)
            guard let page = read.page else {
                return Response(status: .notModified, headers: [.eTag: tag])
            }
            var response = try JSONBody.response(page)
            response.headers[.eTag] = tag
            return response
        } catch {
            throw APIFailure(error)
        }
    }

    /// The weak `ETag` of a page whose store validator is `validator`.
    private static func entityTag(of validator: String) -> String {
        "W/\"\(pageFormat)-\(validator)\""
    }

    /// `GET /api/items/:id` -> the user's ``Item``, or 404 `not_found`.
    private func item(_ request: Request, _ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        let id = try Self.itemID(context)
        do {
            return try JSONBody.response(try await items.item(id: id, userID: userID))
        } catch {
            throw Self.failure(error, id: id)
        }
    }

    /// `POST /api/items/samples` -> ``SampleItemsResponse``: gives the caller the sample items again.
    private func addSampleItems(_ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        do {
            let total = try await items.addSampleItems(count: Item.sampleCount, userID: userID)
            return try JSONBody.response(SampleItemsResponse(total: total))
        } catch {
            throw APIFailure(error)
        }
    }

    /// `PATCH /api/items/:id` ``SetEnabledRequest`` -> the user's ``Item`` as saved, or 404
    /// `not_found`.
    private func setEnabled(_ request: Request, _ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        let id = try Self.itemID(context)
        let body = try await JSONBody.decode(SetEnabledRequest.self, from: request, expected: #"{"enabled": true}"#)
        do {
            return try JSONBody.response(try await items.setEnabled(body.enabled, id: id, userID: userID))
        } catch {
            throw Self.failure(error, id: id)
        }
    }

    /// `DELETE /api/items` -> ``DeleteAllResponse``: deletes every item of the user, no one else's.
    private func deleteAll(_ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        do {
            return try JSONBody.response(DeleteAllResponse(deleted: try await items.deleteAll(userID: userID)))
        } catch {
            throw APIFailure(error)
        }
    }

    // MARK: Input

    /// The id of the user whose bearer token the request carries, as ``BearerAuthMiddleware``
    /// found it: the token is looked up once per request.
    /// - Throws: 401 `unauthorized` on a route the middleware does not guard.
    static func bearerUserID(_ context: DemoAPIRequestContext) throws(APIFailure) -> Int64 {
        guard let userID = context.userID else {
            throw APIFailure(serviceError: .unauthorized)
        }
        return userID
    }

    /// The value of query parameter `name` as an integer, `nil` when absent.
    /// - Throws: 400 `invalid_request` when it is present but not an integer.
    private static func integer(_ value: Substring?, named name: String) throws(APIFailure) -> Int? {
        guard let value else {
            return nil
        }
        guard let integer = Int(value) else {
            throw .invalidRequest("The query parameter '\(name)' must be an integer, not '\(value)'.")
        }
        return integer
    }

    /// The `:id` path parameter as a positive item id.
    /// - Throws: 400 `invalid_request` when it is not a positive integer.
    private static func itemID(_ context: DemoAPIRequestContext) throws(APIFailure) -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int64(text), id > 0 else {
            throw .invalidRequest("The item id must be a positive integer, not '\(text)'.")
        }
        return id
    }

    /// The failure for `error` met while working on item `id` (a 404 names the id).
    private static func failure(_ error: any Error, id: Int64) -> APIFailure {
        if let error = error as? ServiceError, error == .notFound {
            return APIFailure(.notFound, error: "not_found", message: "There is no item with id \(id).")
        }
        return APIFailure(error)
    }
}
