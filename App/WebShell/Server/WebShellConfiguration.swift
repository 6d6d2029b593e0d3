import Foundation
import HostCore
import Logging
import ViperKit

/// How a ``WebShell`` listens and how it looks after browser sessions.
public struct WebShellConfiguration: Sendable {
    /// The address to listen on; `127.0.0.1` keeps the shell on the local machine.
    public var host: String
    /// The port to listen on; `0` picks a free one (``WebShell/start()`` returns the real one).
    public var port: Int
    /// The app's name, shown after each screen's title in the browser's tab.
    public var appName: String
    /// How long a browser session may stay unused before it ends.
    public var sessionIdleTimeout: Duration
    /// How many signed-in browser sessions may live at once; one more ends the least recently
    /// used signed-in session.
    public var maxSessions: Int
    /// How many anonymous browser sessions (no user signed in: a visitor on the login page) may
    /// live at once, counted twice: this many new ones (made by a first request) and this many
    /// whose browser came back (someone signing in). One more new session ends the least recently
    /// used new one, so a crowd without cookies never ends a session that is signing in or signed in.
    public var maxAnonymousSessions: Int
    /// How many signed-in sessions one account holds at most; signing in once more ends its oldest,
    /// so one account holder logging in from ever new browsers cannot push other users out.
    public var maxSessionsPerAccount: Int
    /// How long a request waits for the top module's work to finish before the page is rendered.
    /// A page rendered while work is still running shows the loading status and refreshes itself.
    public var settleTimeout: Duration
    /// How long after the shell sent the browser to a page (a post's redirect, a self-refreshing
    /// page) its first load still counts as that, not as the user coming back (which sends
    /// `.appear`); any later load is the user's.
    public var followUpWindow: Duration
    /// How long a closed module's roles may take to be released before the leak is reported.
    public var leakGrace: Duration
    /// How many modules one navigation stack holds at most; pushing one more closes the oldest
    /// above the root, so endless distinct pushes cannot grow a session without bound.
    public var maxStackDepth: Int
    /// The tracker that checks closed modules are released; `nil` means ``LeakTracker/shared``.
    public var leakTracker: LeakTracker?
    /// How many times one session may switch its language within a minute; one more is answered
    /// 429, with the screen left as it was. Each switch builds the screen on view again.
    public var maxLanguageSwitchesPerMinute: Int
    /// How many requests the shell works on at once (4 per core, at least 8, by default). More wait
    /// their turn, logins and logouts first (see ``AdmissionLane``): bounding the work in progress
    /// is what lets a login overtake the browsing of hundreds of others.
    public var maxRequestsInProgress: Int
    /// The largest request body accepted, in bytes; larger form posts are refused with 400.
    public var maxBodySize: Int
    /// How long a connection may stay without sending anything before it is closed, and how long
    /// it has to deliver each whole request after opening or after its last answer, so half-sent
    /// and trickling requests cannot hold a connection either (whole seconds, at least 1).
    public var idleConnectionTimeout: Duration
    /// How long a connection may take to send a request's head, from opening or from its last
    /// answer (an idle keep-alive connection is closed after it too), so half-sent heads give their
    /// place back within seconds.
    public var requestHeadTimeout: Duration
    /// How many connections are served at once; more wait in the listen queue, so a flood of open
    /// connections cannot use up the process's file descriptors. Close to the cap, a new connection
    /// from an address holding fewer takes the place of an idle one of the address holding the
    /// most (see `ConnectionShare`): below it, every connection is served, whatever its address.
    public var maxConnections: Int
    /// The name of the cookie that carries the session id.
    public var cookieName: String
    /// The name of the cookie that carries the browser's device id (see ``BrowserClient``).
    public var deviceCookieName: String
    /// Whether the session cookie is marked `Secure` (set it when the shell is served over HTTPS).
    public var secureCookie: Bool
    /// Where the shell logs: each request (method, path, status, duration, request id) at `info`,
    /// modules opened and closed at `debug`, leaks and refused navigation at `warning`. The
    /// default logs warnings only; the App passes one at its `--log-level`.
    public var logger: Logger
    /// The spans the sessions' windows make (``ModuleSpans``), naming each module's team, and where
    /// they go: with a tracer, each request runs with it (a server span per request; under it the
    /// host's spans at the modules' boundaries, the services' calls and the API's answers), whatever
    /// else the process traces; without one, no span is made.
    public var spans: ModuleSpans

    /// A logger that writes warnings and worse only: the default, so a shell in a test stays quiet.
    public static var quietLogger: Logger {
        var logger = Logger(label: "viper.webshell")
        logger.logLevel = .warning
        return logger
    }

    /// Creates a configuration; every value has a default suitable for running locally.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        appName: String = "Modular VIPER",
        sessionIdleTimeout: Duration = .seconds(30 * 60),
        maxSessions: Int = 10_000,
        maxAnonymousSessions: Int = 1_000,
        maxSessionsPerAccount: Int = 20,
        settleTimeout: Duration = .seconds(3),
        followUpWindow: Duration = .seconds(2),
        leakGrace: Duration = .seconds(2),
        maxStackDepth: Int = HostWindow.defaultMaxStackDepth,
        leakTracker: LeakTracker? = nil,
        maxLanguageSwitchesPerMinute: Int = 10,
        maxRequestsInProgress: Int? = nil,
        maxBodySize: Int = 64 * 1024,
        idleConnectionTimeout: Duration = .seconds(30),
        requestHeadTimeout: Duration = .seconds(5),
        maxConnections: Int = 512,
        cookieName: String = "viper_session",
        deviceCookieName: String = "viper_device",
        secureCookie: Bool = false,
        logger: Logger = WebShellConfiguration.quietLogger,
        spans: ModuleSpans = ModuleSpans()
    ) {
        self.host = host
        self.port = port
        self.appName = appName
        self.sessionIdleTimeout = sessionIdleTimeout
        self.maxSessions = max(1, maxSessions)
        self.maxAnonymousSessions = max(1, maxAnonymousSessions)
        self.maxSessionsPerAccount = max(1, maxSessionsPerAccount)
        self.settleTimeout = settleTimeout
        self.followUpWindow = followUpWindow
        self.leakGrace = leakGrace
        self.maxStackDepth = max(2, maxStackDepth)
        self.leakTracker = leakTracker
        self.maxLanguageSwitchesPerMinute = max(1, maxLanguageSwitchesPerMinute)
        self.maxRequestsInProgress = max(4, maxRequestsInProgress ?? max(8, 4 * ProcessInfo.processInfo.activeProcessorCount))
        self.maxBodySize = max(0, maxBodySize)
        self.idleConnectionTimeout = idleConnectionTimeout
        self.requestHeadTimeout = requestHeadTimeout
        self.maxConnections = max(1, maxConnections)
        self.cookieName = cookieName
        self.deviceCookieName = deviceCookieName
        self.secureCookie = secureCookie
        self.logger = logger
        self.spans = spans
    }
}

extension WebShellConfiguration {
    /// The page of `problem`, worded in `language`, under the app's name.
    func page(for problem: ShellProblem, in language: Language) -> ShellResponse {
        .problem(problem, appName: appName, words: .shell(language))
    }
}
