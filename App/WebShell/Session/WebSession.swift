import HostCore
import ViperKit

/// One browser session: its id (the cookie), its CSRF token, and the person's app in the host core
/// (``HostSession``: the window of navigation stacks and the app's flow), with what only a browser
/// needs beside it: the pages kept to send again, the loads the shell itself sent the browser to.
@MainActor
final class WebSession {
    /// The id the session cookie carries; new whenever a post may change who is signed in (see
    /// ``rotateTokens()``).
    private(set) var id: String
    /// The token every form of this session carries; posts without it are refused.
    private(set) var csrfToken: String
    /// The person's app: the window and the flow.
    let host: HostSession
    /// When the session was last used.
    var lastUsed: ContinuousClock.Instant

    /// The page a login or a logout of this session led to, until the browser loads it: that load
    /// is part of the login or logout, so it waits in the ``AdmissionLane/afterSignIn`` lane.
    var signInFollowUp: String?

    /// The address of the browser whose requests this session answers, for services to pass on.
    let browser: BrowserClient

    /// The account the ``SessionStore`` counts the session under (its flow's signed-in account
    /// when it was last filed).
    var account: String?

    /// The path the browser is expected to load next because the shell sent it there (the redirect
    /// after a post, a page that refreshes itself while its module works), and until when: that one
    /// load is not the user coming back to the screen, so it sends no `.appear`. The next load of
    /// the path is a reload (the page script loads a redirect's target once: its `fetch` follows
    /// the redirect and shows the page it holds).
    private var followUp: (path: String, until: ContinuousClock.Instant)?
    /// How long a follow-up lasts.
    private let followUpWindow: Duration
    /// Whether the session still serves requests: `false` once it ended (expired, evicted, the
    /// shell stopped).
    private(set) var isLive = true
    /// When the session's recent language switches happened, oldest first, within the last
    /// minute (see ``languageSwitchRefusal(limit:)``).
    private var languageSwitches: [ContinuousClock.Instant] = []
    /// The last page drawn of each module shown, by its view, while the view lives.
    private var keptPages = PerView<KeptPage>()

    /// Creates a session with fresh tokens, whose follow-ups last `followUpWindow`.
    init(host: HostSession, browser: BrowserClient, followUpWindow: Duration, now: ContinuousClock.Instant) {
        self.id = SessionToken.make()
        self.csrfToken = SessionToken.make()
        self.host = host
        self.browser = browser
        self.followUpWindow = followUpWindow
        self.lastUsed = now
    }

    /// The session's navigation: its root stack and, once it shows tabs, one stack per tab.
    var window: HostWindow { host.window }

    /// The app's flow for this session.
    var flow: any HostFlow { host.flow }

    /// Whether a request with the cookie `id`, looked up before it waited its turn or its page's
    /// work, is still this session's: the session has not ended meanwhile, and its id was not
    /// renewed by a login or a logout (an id seen before either is worth nothing after it).
    func stillServes(cookie id: String?) -> Bool {
        isLive && id == self.id
    }

    /// Gives the session a new id and CSRF token. The shell does it as it hands a screen a post that
    /// may change who is signed in (any post of a session nobody is signed in to, a logout), and
    /// gives the new id only in that post's answer: an id or token seen before the change is worth
    /// nothing after it, whoever holds it. No session fixation, no stale form from before a logout.
    func rotateTokens() {
        id = SessionToken.make()
        csrfToken = SessionToken.make()
    }

    /// Notes that the shell itself sends the browser to `path` next (see ``isFollowUp(_:)``).
    func expectFollowUp(to path: String) {
        followUp = (path, ContinuousClock.now.advanced(by: followUpWindow))
    }

    /// Whether loading `path` now is the follow-up the shell sent the browser to: the first load
    /// of the same path within the follow-up window of being sent there, which uses the follow-up
    /// up. Any other load of it is the user's (a reload, which shows current data).
    func isFollowUp(_ path: String) -> Bool {
        guard let followUp, followUp.path == path else { return false }
        self.followUp = nil
        return ContinuousClock.now < followUp.until
    }

    /// `nil` when the session may switch its language now, having switched it fewer than `limit`
    /// times in the last minute (the switch is then counted); otherwise how long until the oldest
    /// of those switches leaves the minute and one more is allowed. Each switch builds the screen
    /// on view again (its API reads), so a session toggling in a loop is refused past the limit.
    func languageSwitchRefusal(limit: Int) -> Duration? {
        let now = ContinuousClock.now
        languageSwitches.removeAll { $0.advanced(by: .seconds(60)) <= now }
        if languageSwitches.count >= limit, let oldest = languageSwitches.first {
            return now.duration(to: oldest.advanced(by: .seconds(60)))
        }
        languageSwitches.append(now)
        return nil
    }

    /// The last page drawn of the module whose view is `view`, if one is kept.
    func keptPage(for view: ModuleView) -> KeptPage? {
        keptPages[view]
    }

    /// Keeps `page` as the last page drawn of the module whose view is `view`. Pages of views
    /// released since (their modules were closed) are dropped when a new view's page is kept.
    func keep(_ page: KeptPage, for view: ModuleView) {
        keptPages.keep(page, for: view)
    }

    /// Ends the session: closes its modules (cancelling their work, checking for leaks) and
    /// tells the flow to release what it holds.
    func end() {
        isLive = false
        keptPages = PerView()
        host.end()
    }
}
