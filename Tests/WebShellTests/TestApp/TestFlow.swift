import HostCore
import ViperKit

/// The test app's flow for one browser session: home is /list, /secret is guarded (redirects to
/// /list), everything else is built by the ``TestApp``. In a tabbed app the session starts with
/// the tab container /tabs as its root.
@MainActor
final class TestFlow: HostFlow {
    private let app: TestApp
    private weak var navigator: (any Navigator)?

    init(app: TestApp, navigator: any Navigator) {
        self.app = app
        self.navigator = navigator
        if app.tabbed, let container = try? app.module(for: "/tabs") {
            navigator.replaceRoot(with: container)
        }
    }

    var home: Route { Route("/list") }

    /// The session's language, as the shell sets it; the test modules do not speak it.
    var language = Language.english

    /// The account the test signed this session in to (sessions start anonymous).
    var signedInAccount: String?

    func admit(_ path: String) -> Route? {
        path == "/secret" ? Route("/list") : nil
    }

    func takeReturnPath() -> String? { nil }

    func module(for path: String) throws(RouteError) -> Module {
        try app.module(for: path)
    }

    func end() {
        app.flowEnded()
    }
}
