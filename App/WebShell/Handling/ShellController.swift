import ViperKit

/// Answers every request of the shell on the main actor, where modules live: finds or starts
/// the browser session, then reads a page (GET) or dispatches a form post (POST).
@MainActor
final class ShellController {
    /// The shell's configuration.
    let configuration: WebShellConfiguration
    /// The live browser sessions.
    let sessions: SessionStore

    /// Creates a controller whose sessions get their flow from `makeFlow`.
    init(
        configuration: WebShellConfiguration,
        makeFlow: @escaping @MainActor @Sendable (any Navigator) -> any WebSessionFlow
    ) {
        self.configuration = configuration
        let tracker = configuration.leakTracker ?? .shared
        let grace = configuration.leakGrace
        let depth = configuration.maxStackDepth
        self.sessions = SessionStore(idleTimeout: configuration.sessionIdleTimeout, capacity: configuration.maxSessions) { now in
            let navigator = WebNavigator(tracker: tracker, leakGrace: grace, maxStackDepth: depth)
            let flow = makeFlow(navigator)
            return WebSession(navigator: navigator, flow: flow, now: now)
        }
    }

    /// The answer to `request`.
    func respond(to request: ShellRequest) async -> ShellResponse {
        switch request.method {
        case .get, .head:
            switch request.path {
            case "/healthz":
                return .text("ok")
            case "/favicon.ico":
                return .text("There is no icon.", status: 404)
            default:
                if let session = sessions.session(withID: request.sessionID) {
                    // Tokens are renewed before the page is drawn, so its forms carry the new ones.
                    let renewed = sessions.rotateIfRootReplaced(session)
                    var response = await page(request, session: session)
                    if renewed { response.setCookie = cookie(for: session) }
                    return response
                }
                let session = sessions.create()
                var response = await page(request, session: session)
                response.setCookie = cookie(for: session)
                return response
            }
        case .post:
            return await event(request, session: sessions.session(withID: request.sessionID))
        case .other:
            return problem(.methodNotAllowed(home: "/"))
        }
    }

    /// Ends sessions idle for too long.
    func sweep() {
        sessions.sweep()
    }

    /// Ends every session (the shell is stopping).
    func endAllSessions() {
        sessions.endAll()
    }

    /// The page of `problem`.
    func problem(_ problem: ShellProblem) -> ShellResponse {
        .problem(problem, appName: configuration.appName)
    }

    /// `response` (a redirect, which draws no form), carrying the session's new cookie if its root
    /// was replaced meanwhile (a login or a logout gives the session new tokens).
    func rotatingTokens(of session: WebSession, _ response: ShellResponse) -> ShellResponse {
        guard sessions.rotateIfRootReplaced(session) else { return response }
        var response = response
        response.setCookie = cookie(for: session)
        return response
    }

    /// The `Set-Cookie` value that gives the browser `session`.
    func cookie(for session: WebSession) -> String {
        var cookie = "\(configuration.cookieName)=\(session.id); Path=/; HttpOnly; SameSite=Lax"
        if configuration.secureCookie {
            cookie += "; Secure"
        }
        return cookie
    }
}
