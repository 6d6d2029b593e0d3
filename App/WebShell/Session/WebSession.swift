import ViperKit

/// One browser session: its id (the cookie), its CSRF token, its window (the navigation stacks) and
/// the app's flow for it. The session owns the window and the flow; the flow holds the window's
/// root stack weakly.
@MainActor
final class WebSession {
    /// The id the session cookie carries; new whenever the root is replaced (see ``rotateTokens()``).
    private(set) var id: String
    /// The token every form of this session carries; posts without it are refused.
    private(set) var csrfToken: String
    /// The window's ``WebWindow/rootGeneration`` the current tokens were issued for.
    var rootGenerationSeen = 0
    /// The session's navigation: its root stack and, once it shows tabs, one stack per tab.
    let window: WebWindow
    /// The app's flow for this session.
    let flow: any WebSessionFlow
    /// When the session was last used.
    var lastUsed: ContinuousClock.Instant

    /// The pages being loaded, by path and query (see ``PageLoad``).
    var pageLoads: [String: PageLoad] = [:]

    /// The page a login or a logout of this session led to, until the browser loads it: that load
    /// is part of the login or logout, so it waits in the ``AdmissionLane/afterSignIn`` lane.
    var signInFollowUp: String?

    /// The address of the browser whose requests this session answers, for services to pass on.
    let browser: BrowserClient

    /// The account the ``SessionStore`` counts the session under (its flow's signed-in account
    /// when it was last filed).
    var account: String?
    /// The pool the session is in (signed-in or anonymous, see ``SessionStore``).
    weak var pool: SessionPool?
    /// The next older session in its pool's recency list (the store's dictionary owns sessions).
    weak var older: WebSession?
    /// The next newer session in its pool's recency list.
    weak var newer: WebSession?

    /// Creates a session with fresh tokens.
    init(window: WebWindow, flow: any WebSessionFlow, browser: BrowserClient, now: ContinuousClock.Instant) {
        self.id = SessionToken.make()
        self.csrfToken = SessionToken.make()
        self.window = window
        self.flow = flow
        self.browser = browser
        self.lastUsed = now
    }

    /// Gives the session a new id and CSRF token. The shell does it when the root is replaced (a
    /// login or a logout), so an id or token seen before the change is worth nothing after it:
    /// no session fixation, no stale form from before a logout.
    func rotateTokens() {
        id = SessionToken.make()
        csrfToken = SessionToken.make()
    }

    /// Ends the session: closes its modules (cancelling their work, checking for leaks) and
    /// tells the flow to release what it holds.
    func end() {
        window.closeAll()
        flow.end()
    }
}
