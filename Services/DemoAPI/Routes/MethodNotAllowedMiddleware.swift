import Hummingbird

/// Answers a request whose path an endpoint serves, but not with the request's method, with
/// `405 Method Not Allowed` and an `Allow` header naming the methods it takes, instead of the
/// router's 404: the client learns that the path exists and what to send.
///
/// Added after every endpoint, so it wraps only the router's answer for requests no endpoint
/// took (a middleware added to a router wraps the routes added after it and that answer).
///
/// ```swift
/// router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
/// ```
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each endpoint's path and the methods it takes.
    private let endpoints: [(path: RouterPath, methods: [HTTPRequest.Method])]

    /// A middleware for a router with `routes`.
    init(routes: [Router<Context>.RouteDescription]) {
        var endpoints: [(path: RouterPath, methods: [HTTPRequest.Method])] = []
        for route in routes {
            if let index = endpoints.firstIndex(where: { $0.path == route.path }) {
                endpoints[index].methods.append(route.method)
            } else {
                endpoints.append((route.path, [route.method]))
            }
        }
        self.endpoints = endpoints
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let parts = request.uri.path.split(separator: "/")
            guard let endpoint = endpoints.first(where: { Self.path($0.path, matches: parts) }) else { throw error }
            // A GET endpoint takes HEAD too (the router answers it from the GET).
            let methods = endpoint.methods.contains(.get) ? endpoint.methods + [.head] : endpoint.methods
            let allowed = Set(methods.map(\.rawValue)).sorted()
            let path = request.uri.path.prefix(JSONErrorMiddleware<Context>.quotedPathLength)
            throw APIFailure(
                .methodNotAllowed, error: "method_not_allowed",
                message: "\(path) does not take \(request.method.rawValue): send \(allowed.joined(separator: ", ")).", allow: allowed)
        }
    }

    /// Whether `path`, an endpoint's path of plain parts and captures, matches the request path's
    /// `parts`.
    private static func path(_ path: RouterPath, matches parts: [Substring]) -> Bool {
        path.components.count == parts.count && zip(path.components, parts).allSatisfy { $0 ~= $1 }
    }
}
