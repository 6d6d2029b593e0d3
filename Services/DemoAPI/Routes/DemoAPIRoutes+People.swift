import Domain
import Hummingbird
import Storage

extension DemoAPIRoutes {
    /// Adds the people endpoints, all behind the bearer token: `GET /api/employees`,
    /// `GET /api/employees/:id/photo` (SVG, or 404 when the employee has none) and
    /// `GET /api/account` (the token's user's ``AccountDetails``), generated in code
    /// (``DemoEmployees``, ``DemoAccountDetails``); and `GET /api/flags`, the token's user's feature
    /// flag values from their rows in the database.
    func addPeopleRoutes(to router: Router<DemoAPIRequestContext>) {
        router.group(RouterPath(APIPath.employees))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { _, _ in
                try JSONBody.response(DemoEmployees.all)
            }
            .get(":id/photo") { _, context in
                try Self.photo(context)
            }
        router.group(RouterPath(APIPath.account))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { _, context in
                try await accountDetails(context)
            }
        router.group(RouterPath(APIPath.flags))
            .add(middleware: BearerAuthMiddleware(tokens: tokens))
            .get { _, context in
                let userID = try Self.bearerUserID(context)
                do {
                    return try JSONBody.response(try await flags.values(userID: userID))
                } catch {
                    throw APIFailure(error)
                }
            }
    }

    /// `GET /api/employees/:id/photo` -> `image/svg+xml`, or 404 `not_found`.
    private static func photo(_ context: DemoAPIRequestContext) throws -> Response {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int64(text), id > 0 else {
            throw APIFailure.invalidRequest("The employee id must be a positive integer, not '\(text)'.")
        }
        guard let svg = DemoEmployees.photo(id: id) else {
            throw APIFailure(.notFound, error: "not_found", message: "Employee \(id) has no photo.")
        }
        return Response(
            status: .ok,
            headers: [.contentType: "image/svg+xml", .cacheControl: "private, max-age=3600"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: svg))
        )
    }

    /// `GET /api/account` -> the ``AccountDetails`` of the user the bearer token belongs to.
    private func accountDetails(_ context: DemoAPIRequestContext) async throws -> Response {
        let userID = try Self.bearerUserID(context)
        do {
            guard let user = try await users.user(id: userID) else {
                throw APIFailure(serviceError: .unauthorized)
            }
            return try JSONBody.response(DemoAccountDetails.details(for: user))
        } catch {
            throw APIFailure(error)
        }
    }
}
