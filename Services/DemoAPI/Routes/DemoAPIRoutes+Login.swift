import Domain
import Hummingbird
import Storage

extension DemoAPIRoutes {
    /// Adds `POST /api/login` and `POST /api/logout`.
    func addLoginRoutes(to router: Router<DemoAPIRequestContext>) {
        router.post(RouterPath(APIPath.login)) { request, context in
            try await logIn(request, from: context.loginClient(of: request, proxySecret: proxySecret))
        }
        router.post(RouterPath(APIPath.logout)) { request, _ in
            try await logOut(request)
        }
    }

    /// `POST /api/login`: ``LoginRequest`` -> ``SignIn``, or 401 `invalid_credentials`.
    ///
    /// Before any password is checked, an account or client address whose recent failures reached
    /// its limit is refused with 429 `too_many_attempts` (and `Retry-After`); while its failures
    /// and the attempts still being checked fill the limit, a login waits its turn, and one that
    /// would wait behind too many others, or longer than the password checks' longest wait at their
    /// measured cost, is refused at once with 503 `busy` and `Retry-After`: refusing costs nothing, so a
    /// flood cannot slow down the logins of people it does not target, and a burst of guesses gets
    /// no more checks than the limit. After a few failures, an attempt that comes before its wait
    /// has passed is refused at once with the time left (429 and `Retry-After`): it holds no place,
    /// here or in the web shell in front (see ``LoginThrottle``).
    private func logIn(_ request: Request, from client: LoginClient) async throws -> Response {
        let login = try await JSONBody.decode(
            LoginRequest.self,
            from: request,
            expected: #"{"username": "…", "password": "…"}"#
        )
        if let problem = login.problem { throw APIFailure.invalidRequest(problem) }
        let reservation: LoginThrottle.Reservation
        switch await throttle.reserve(username: login.username, client: client) {
        case .success(let admitted): reservation = admitted
        case .failure(let refusal): throw APIFailure.refused(refusal)
        }
        let credentials: UserCredentials?
        let matches: Bool
        do {
            credentials = try await users.credentials(username: login.username)
            let hash = credentials?.passwordHash ?? decoyHash
            let hasher = self.hasher
            let password = login.password
            // Checks wait by address (by account without one), served in turn.
            let key = client.address.map { "a:" + $0 } ?? "u:" + login.username
            matches = try await passwordChecks.run(for: key, { await hasher.verify(password, hash: hash) })
        } catch let refusal as PasswordCheckRefusal {
            await throttle.release(reservation)
            throw APIFailure.loginsBusy(retryAfter: refusal.retryAfterSeconds)
        } catch {
            await throttle.release(reservation)
            throw APIFailure(error)
        }
        guard let credentials, matches else {
            await throttle.settle(reservation, succeeded: false)
            throw APIFailure.invalidCredentials
        }
        await throttle.settle(reservation, succeeded: true)
        do {
            let token = try await tokens.create(userID: credentials.user.id)
            return try JSONBody.response(SignIn(token: token, user: credentials.user))
        } catch {
            throw APIFailure(error)
        }
    }

    /// `POST /api/logout`: forgets the request's bearer token, if any; always 204.
    private func logOut(_ request: Request) async throws -> Response {
        if let token = BearerAuthMiddleware.token(in: request) {
            do {
                try await tokens.delete(token: token)
            } catch {
                throw APIFailure(error)
            }
        }
        return Response(status: .noContent)
    }
}
