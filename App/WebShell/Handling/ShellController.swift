import HostCore
import Logging
import ViperKit

/// Answers every request of the shell on the main actor, where modules live: admits it through
/// the ``AdmissionGate`` (logins and logouts first when the shell is busy), finds or starts
/// the browser session, hands a page request to its ``PageHandler`` and a form post to its
/// ``EventHandler``, and gives the browser the session's cookie when its tokens change: only in
/// the answer to the post that changed them.
@MainActor
final class ShellController {
    /// The shell's configuration.
    let configuration: WebShellConfiguration
    /// The live browser sessions.
    let sessions: SessionStore
    private let pages: PageHandler
    private let events: EventHandler
    private let gate: AdmissionGate
    private nonisolated let loads = PageLoads()

    /// Creates a controller whose sessions get their flow from `makeFlow`.
    init(
        configuration: WebShellConfiguration,
        makeFlow: @escaping @MainActor @Sendable (any Navigator, BrowserClient) -> any HostFlow
    ) {
        self.configuration = configuration
        pages = PageHandler(configuration: configuration)
        gate = AdmissionGate(places: configuration.maxRequestsInProgress)
        let tracker = configuration.leakTracker ?? .shared
        let grace = configuration.leakGrace
        let depth = configuration.maxStackDepth
        let followUp = configuration.followUpWindow
        let logger = configuration.logger
        let spans = configuration.spans
        self.sessions = SessionStore(
            idleTimeout: configuration.sessionIdleTimeout,
            capacity: configuration.maxSessions,
            anonymousCapacity: configuration.maxAnonymousSessions,
            perAccount: configuration.maxSessionsPerAccount
        ) { now in
            let window = HostWindow(tracker: tracker, leakGrace: grace, maxStackDepth: depth, logger: logger, spans: spans)
            let browser = BrowserClient()
            let host = HostSession(window: window, logger: logger) { navigator in makeFlow(navigator, browser) }
            return WebSession(host: host, browser: browser, followUpWindow: followUp, now: now)
        }
        events = EventHandler(configuration: configuration, sessions: sessions)
    }

    /// The answer to `request`. A `GET` of a session's page that arrives while the same page is
    /// being loaded for the same cookie waits for that load, off the main actor, and is answered
    /// with what it answered (see ``PageLoads``).
    nonisolated func respond(to request: ShellRequest) async -> ShellResponse {
        guard request.method == .get, let cookie = request.sessionID else { return await answer(to: request).response }
        return await loads.load(cookie: cookie, page: request.path + "?" + (request.query ?? "")) { await answer(to: request) }
    }

    /// The answer to `request`, once the gate has admitted it, and whether loads of the same page
    /// waiting for it may share it: only a page of a session that still serves the request's
    /// cookie. Its session is looked up once, before any wait; a session that no longer serves
    /// the request's cookie after the wait (it ended, or a login renewed its id) is treated as none,
    /// but for a post that renewal is said: the post was sent with an id that another post of the
    /// same browser session (a second login at the same moment) made worth nothing.
    private func answer(to request: ShellRequest) async -> (response: ShellResponse, shareable: Bool) {
        switch (request.method, request.path) {
        case (.get, "/healthz"), (.head, "/healthz"):
            return (.text("ok"), false)
        case (.get, "/favicon.ico"), (.head, "/favicon.ico"):
            return (.text("There is no icon.", status: 404), false)
        default:
            let session = existingSession(for: request)
            let lane = lane(of: request, session: session)
            do {
                try await gate.enter(lane, from: request.clientAddress)
            } catch {
                let language = request.language(of: session)
                return (configuration.page(for: .tooManyLogins(current: request.path, retryAfter: error.retryAfter), in: language), false)
            }
            defer { gate.leave(lane, from: request.clientAddress) }
            let serving = session?.stillServes(cookie: request.sessionID) == true ? session : nil
            if request.method == .post, let session, serving == nil, session.isLive {
                return (configuration.page(for: .conflict("shell.conflict.renewed", current: request.path), in: session.flow.language), false)
            }
            let response = await admitted(request, session: serving)
            if lane == .signIn || lane == .logOut, case .redirect(let location) = response.kind {
                // The page a login or a logout leads to is part of it: loading it goes first.
                session?.signInFollowUp = String(location.prefix { $0 != "?" })
            }
            return (response, session?.stillServes(cookie: request.sessionID) == true)
        }
    }

    /// The line `request` of `session` waits in (see ``AdmissionLane``). The session was looked up
    /// before the wait, which marks it as used: a session whose request waits is not the first to
    /// make room for new ones.
    private func lane(of request: ShellRequest, session: WebSession?) -> AdmissionLane {
        guard let session else { return .newcomer }
        switch request.method {
        case .post:
            guard session.flow.signedInAccount != nil else { return .signIn }
            let isContainerPost = (try? request.form.get()).map(PostedEvent.isContainerEvent(in:)) == true
            return isContainerPost ? .logOut : .session
        case .get, .head:
            let followsSignIn = session.signInFollowUp == request.path
            session.signInFollowUp = nil
            return followsSignIn ? .afterSignIn : .session
        case .other:
            return .session
        }
    }

    /// The answer to `request` of `session` (`nil` when it has none): its session's page or the
    /// answer to its post.
    private func admitted(_ request: ShellRequest, session: WebSession?) async -> ShellResponse {
        switch request.method {
        case .get, .head:
            // A page whose session renewed its id while the page's work settled (a login posted
            // meanwhile) is not drawn for the old id: it is answered as a browser without a session.
            if let session, let cookie = request.sessionID, let response = await pages.page(request, session: session, cookie: cookie) {
                sessions.refile(session)
                return response
            }
            return await firstPage(request)
        case .post:
            var (response, renewed) = await events.event(request, session: session)
            if let session { sessions.refile(session) }
            if let renewed { response.setCookies = [cookie(for: renewed)] }
            return response
        case .other:
            return configuration.page(for: .methodNotAllowed(home: "/"), in: request.language(of: session))
        }
    }

    /// The live session `request`'s cookie names, told where the browser is now.
    private func existingSession(for request: ShellRequest) -> WebSession? {
        let session = sessions.session(withID: request.sessionID)
        session?.browser.update(address: request.clientAddress, device: request.deviceID)
        return session
    }

    /// The answer to a page request without a live session. A session is made for it, and kept
    /// (its cookie set) only if the answer is a page or a redirect of the app: a request for a
    /// path no screen answers, or a HEAD, leaves nothing behind.
    private func firstPage(_ request: ShellRequest) async -> ShellResponse {
        let session = sessions.create(from: request.clientAddress)
        session.browser.update(address: request.clientAddress, device: request.deviceID ?? SessionToken.make())
        session.flow.language = Language(acceptLanguage: request.acceptLanguage)
        // Nothing else knows the new session's id, so nothing renews it while its page settles; a
        // session ended meanwhile (the shell stopping) answers as the app's home would.
        let page = await pages.page(request, session: session, cookie: session.id)
        guard var response = page, request.method == .get, response.status < 400 else {
            sessions.discard(session)
            return page ?? .seeOther("/")
        }
        response.setCookies = [cookie(for: session)]
        if request.deviceID == nil, let device = session.browser.device {
            response.setCookies.append(deviceCookie(device))
        }
        sessions.refile(session)
        return response
    }

    /// Ends sessions idle for too long.
    func sweep() {
        sessions.sweep()
    }

    /// Ends every session (the shell is stopping).
    func endAllSessions() {
        sessions.endAll()
    }

    /// The `Set-Cookie` value that gives the browser `session` (for as long as the browser runs).
    private func cookie(for session: WebSession) -> String {
        cookie(configuration.cookieName, session.id)
    }

    /// The `Set-Cookie` value that gives the browser its device id, kept for a year.
    private func deviceCookie(_ device: String) -> String {
        cookie(configuration.deviceCookieName, device, maxAge: 365 * 24 * 60 * 60)
    }

    /// A `Set-Cookie` value the page's scripts cannot read, sent only with the app's own requests
    /// (and only over HTTPS when the shell is configured so).
    /// `maxAge` is in seconds; without it the cookie ends with the browser.
    private func cookie(_ name: String, _ value: String, maxAge: Int? = nil) -> String {
        let lifetime = maxAge.map { "Max-Age=\($0); " } ?? ""
        return "\(name)=\(value); Path=/; \(lifetime)HttpOnly; SameSite=Lax" + (configuration.secureCookie ? "; Secure" : "")
    }
}
