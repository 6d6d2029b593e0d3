import Domain
import Foundation
import Tracing

/// The demo API's endpoints as typed calls (paths from `APIPath`, JSON from `APIJSON`), sending
/// the ``CredentialStore``'s bearer token where the API needs one and turning error answers into
/// ``ServiceError``s.
public struct APIClient: Sendable {
    /// The URL the API answers at, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL
    /// Where the session (and its bearer token) is kept.
    public let credentials: CredentialStore
    private let http: any HTTPClient
    private let endUser: @Sendable () -> EndUser
    private let proxySecret: String?

    /// A client of the API at `baseURL`.
    /// - Parameters:
    ///   - http: how requests are sent; share one between clients to share its connections. By
    ///     default a client of its own: ``URLSessionHTTPClient`` on Apple platforms, whose own
    ///     networking URLSession is, ``EventLoopHTTPClient`` elsewhere.
    ///   - endUser: the end user the calls are made for, read on each call; their address and device
    ///     are sent when known (the demo API limits failed logins per address, except for devices and
    ///     addresses an account logged in from before).
    ///   - proxySecret: the secret the API believes a forwarded address and device with, sent beside them.
    public init(
        baseURL: URL,
        credentials: CredentialStore,
        http: any HTTPClient = Self.platformHTTPClient(),
        endUser: @escaping @Sendable () -> EndUser = { EndUser() },
        proxySecret: String? = nil
    ) {
        self.baseURL = baseURL
        self.credentials = credentials
        self.http = http
        self.endUser = endUser
        self.proxySecret = proxySecret
    }

    /// A new ``HTTPClient`` of the platform's own kind (see ``init(baseURL:credentials:http:endUser:proxySecret:)``).
    public static func platformHTTPClient() -> any HTTPClient {
        #if canImport(Darwin)
        URLSessionHTTPClient()
        #else
        EventLoopHTTPClient()
        #endif
    }

    /// `GET /api/health`: succeeds when the server is up.
    public func health() async throws(ServiceError) {
        _ = try await send(.get, APIPath.health)
    }

    /// `POST /api/login`: checks the credentials and returns the new session. Does not store its
    /// token (``RemoteAuthService`` does).
    /// - Throws: ``ServiceError/invalidCredentials`` when they are wrong.
    public func logIn(username: String, password: String) async throws(ServiceError) -> SignIn {
        let body = try Self.encode(LoginRequest(username: username, password: password))
        let response = try await send(.post, APIPath.login, body: body, unauthorizedMeans: .invalidCredentials)
        return try Self.decode(SignIn.self, from: response)
    }

    /// `POST /api/logout` with `token`: ends that session on the server.
    public func logOut(token: String) async throws(ServiceError) {
        _ = try await send(.post, APIPath.logout, token: token)
    }

    /// `GET /api/items?offset=&limit=`: one page of items, with the answer's bytes.
    public func items(offset: Int, limit: Int) async throws(ServiceError) -> APIDocument<ItemPage> {
        switch try await items(offset: offset, limit: limit, ifNoneMatch: nil) {
        case .modified(let document):
            return document
        case .notModified:
            // `send` refuses a 304 to a read that sent no validator; this is never reached.
            throw .invalidResponse("The server answered 304 Not Modified to a read that sent no validator.")
        }
    }

    /// `GET /api/items?offset=&limit=` asked with `If-None-Match: validator` (the validator of a
    /// copy of the page the caller keeps; nothing is sent without one): ``APIRevalidation/notModified``
    /// when the API answered `304` (the copy is current; no page was sent), otherwise the page
    /// with its bytes and new validator.
    public func items(offset: Int, limit: Int, ifNoneMatch validator: String?) async throws(ServiceError) -> APIRevalidation<ItemPage> {
        let query = [URLQueryItem(name: "offset", value: "\(offset)"), URLQueryItem(name: "limit", value: "\(limit)")]
        let headers = validator.map { [Self.ifNoneMatchHeader: $0] } ?? [:]
        let response = try await send(.get, APIPath.items, query: query, token: try await token(), headers: headers)
        return try Self.revalidation(ItemPage.self, from: response)
    }

    /// `GET /api/items/:id`: one item.
    /// - Throws: ``ServiceError/notFound`` when there is none.
    public func item(id: Int64) async throws(ServiceError) -> Item {
        let response = try await send(.get, APIPath.item(id), token: try await token())
        return try Self.decode(Item.self, from: response)
    }

    /// `PATCH /api/items/:id`: sets whether an item is enabled and returns it as saved.
    public func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item {
        let body = try Self.encode(SetEnabledRequest(enabled: enabled))
        let response = try await send(.patch, APIPath.item(id), body: body, token: try await token())
        return try Self.decode(Item.self, from: response)
    }

    /// `DELETE /api/items`: deletes every item of the logged-in user (other users keep theirs).
    public func deleteAll() async throws(ServiceError) -> DeleteAllResponse {
        let response = try await send(.delete, APIPath.items, token: try await token())
        return try Self.decode(DeleteAllResponse.self, from: response)
    }

    /// `POST /api/items/samples`: gives the logged-in user the sample items again.
    public func addSampleItems() async throws(ServiceError) -> SampleItemsResponse {
        let response = try await send(.post, APIPath.sampleItems, token: try await token())
        return try Self.decode(SampleItemsResponse.self, from: response)
    }

    // MARK: Sending

    /// The stored token, or ``ServiceError/unauthorized`` without asking the server.
    func token() async throws(ServiceError) -> String {
        guard let token = await credentials.token else {
            throw .unauthorized
        }
        return token
    }

    /// Sends a request and returns its answer when the status is 2xx, or 304 when `headers` made
    /// it a conditional read (`If-None-Match`): that answer is no error but the news that the
    /// caller's copy is current.
    /// - Parameters:
    ///   - headers: Header fields to send besides the usual ones (e.g. an idempotency key, a
    ///     validator).
    ///   - unauthorizedMeans: The error a 401 answer stands for.
    func send(
        _ method: HTTPClientRequest.Method,
        _ path: String,
        query: [URLQueryItem] = [],
        body: Data? = nil,
        token: String? = nil,
        headers extraHeaders: [String: String] = [:],
        unauthorizedMeans: ServiceError = .unauthorized
    ) async throws(ServiceError) -> HTTPClientResponse {
        var headers = extraHeaders
        headers["Accept"] = "application/json"
        if body != nil {
            headers["Content-Type"] = "application/json"
        }
        if let token {
            headers["Authorization"] = "Bearer \(token)"
        }
        let user = endUser()
        if let address = user.address { headers[APIPath.forwardedForHeader] = address }
        if let device = user.device { headers[APIPath.deviceHeader] = device }
        if user != EndUser(), let proxySecret { headers[APIPath.proxySecretHeader] = proxySecret }
        let url = try url(path, query: query)
        // One client span per request; its context goes out in the request's headers (the
        // tracer's propagation: W3C `traceparent` for an OpenTelemetry tracer), so the API's spans
        // join the trace. With no tracer set up, no span is made.
        let result = await Self.traced(method, path) { span -> Result<HTTPClientResponse, ServiceError> in
            if span != nil, let context = InstrumentationContext.current {
                InstrumentationSystem.instrument.inject(context, into: &headers, using: HeaderInjector())
            }
            do throws(ServiceError) {
                let response = try await http.send(HTTPClientRequest(method: method, url: url, headers: headers, body: body))
                span?.attributes["http.response.status_code"] = Int(response.status)
                return .success(response)
            } catch {
                span?.setStatus(SpanStatus(code: .error, message: "\(error)"))
                return .failure(error)
            }
        }
        let response = try result.get()
        if response.status == 304, extraHeaders[Self.ifNoneMatchHeader] != nil {
            return response
        }
        if let error = Self.error(for: response, unauthorizedMeans: unauthorizedMeans) {
            if error == .unauthorized, let token { await credentials.refused(token) }
            throw error
        }
        return response
    }

    /// Runs `request` inside an `HTTP <method> <path>` client span, handing it the span, when a
    /// tracer is current; with none, runs it with no span.
    private static func traced<T>(
        _ method: HTTPClientRequest.Method, _ path: String, _ request: ((any Span)?) async -> T
    ) async -> T {
        guard !(InstrumentationSystem.tracer is NoOpTracer) else { return await request(nil) }
        return await withSpan("HTTP \(method.rawValue) \(path)", ofKind: .client) { span in
            span.attributes["http.request.method"] = method.rawValue
            span.attributes["url.path"] = path
            return await request(span)
        }
    }

    /// `baseURL` with `path` appended to its path, and `query`.
    private func url(_ path: String, query: [URLQueryItem]) throws(ServiceError) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw .invalidRequest("The API address \(baseURL) is not a valid URL.")
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + path
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else {
            throw .invalidRequest("Cannot make a URL from \(baseURL) and \(path).")
        }
        return url
    }
}
