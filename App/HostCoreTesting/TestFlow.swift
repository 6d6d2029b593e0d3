import HostCore
import ViperKit

/// The test app's flow for one session: home is /list, /secret is guarded (redirects to
/// /list), everything else is built by the ``TestApp``. In a tabbed app the session starts with
/// the tab container /tabs as its root. It records every path it was asked to admit, and a test
/// can make it want a screen shown next (``returnPath``), as a flow does after a login.
@MainActor
public final class TestFlow: HostFlow {
    private let app: TestApp
    private weak var navigator: (any Navigator)?

    init(app: TestApp, navigator: any Navigator) {
        self.app = app
        self.navigator = navigator
        signedInAccount = app.signedInAccount
        if app.tabbed, let container = try? app.module(for: "/tabs") {
            navigator.replaceRoot(with: container)
        }
    }

    public var home: Route { Route("/list") }

    /// The session's language, as the shell sets it; the test modules do not speak it.
    public var language = Language.english

    /// The account the test signed this session in to (``TestApp/signedInAccount`` at the start).
    public var signedInAccount: String?

    /// Every path recorded with the flow, oldest first.
    public private(set) var recorded: [String] = []

    /// The screen the flow wants shown next, until a host takes it.
    public var returnPath: String?

    public func redirect(for path: String) -> Route? {
        path == "/secret" ? Route("/list") : nil
    }

    public func record(_ path: String) {
        recorded.append(path)
    }

    public func takeReturnPath() -> String? {
        defer { returnPath = nil }
        return returnPath
    }

    public func module(for path: String) throws(RouteError) -> Module {
        try app.module(for: path)
    }

    public func end() {
        app.flowEnded()
    }
}
