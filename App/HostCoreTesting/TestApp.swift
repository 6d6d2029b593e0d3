import Fakes
import Foundation
import HostCore
import ViperKit

/// A tiny app for the hosts' tests: builds the test modules by path (a list, a detail, a counter, a
/// form, slow work, a tab container, a hostile screen), records every module it built (for leak
/// checks) and every flow that ended. The host core's, the web shell's and the terminal host's
/// tests run it.
///
/// ```swift
/// let app = TestApp()
/// let window = HostWindow(tracker: LeakTracker(), leakGrace: .milliseconds(500))
/// window.root.push(try app.module(for: "/list"))
/// ```
@MainActor
public final class TestApp {
    /// The parts of every module built, by route path, oldest first.
    public private(set) var built: [String: [ModuleParts]] = [:]
    /// How many session flows were made.
    public private(set) var flowsMade = 0
    /// How many session flows ended.
    public private(set) var flowsEnded = 0
    /// The flow made last, while its session lives.
    public private(set) weak var lastFlow: TestFlow?

    /// Whether every session starts with the tab container /tabs as its root (tabs Items at
    /// /list, Counter at /counter and Star at /detail/100); logging out replaces it with /start.
    public var tabbed = false

    /// The account every new session starts signed in to; `nil` (the default): sessions start
    /// anonymous, and every post of theirs may sign one in, so the web shell renews their id.
    public var signedInAccount: String?

    /// How long /tabs takes to log out.
    public var logOut: TestWork = .lasting(.milliseconds(50))

    /// The saves of /detail/:id, held until the test lets them go (``FakeHold/release()``), so a
    /// second click while one works finds the button disabled because the save is held, not
    /// because a second has not passed.
    public let saves = FakeHold<Never>()

    /// The tabs /tabs shows.
    public static let tabs: [(title: String, path: String)] = [("Items", "/list"), ("Counter", "/counter"), ("Star", "/detail/100")]

    /// The hostile title of /xss.
    public static let hostileTitle = #"<script>alert("x")</script> & 'friends'"#

    /// Creates the app; sessions start without tabs, and every save is held.
    public init() {
        saves.hold(nil)
    }

    /// Makes the flow of a new session whose root stack is `navigator`.
    public func makeFlow(_ navigator: any Navigator) -> any HostFlow {
        flowsMade += 1
        let flow = TestFlow(app: self, navigator: navigator)
        lastFlow = flow
        return flow
    }

    /// Records that a flow ended.
    public func flowEnded() {
        flowsEnded += 1
    }

    /// The last module built at `path`.
    public func lastBuilt(_ path: String) -> ModuleParts? {
        built[path]?.last
    }

    /// Builds the module answering `path`.
    public func module(for path: String) throws(RouteError) -> Module {
        switch path {
        case "/list":
            return assemble("List", Route(path), ListPresenter.initialScreen) { ListPresenter(interactor: $0, router: $1) }
        case "/counter":
            return assemble("Counter", Route(path), CounterPresenter.initialScreen) { CounterPresenter(interactor: $0, router: $1) }
        case "/slow":
            return assemble("Slow", Route(path), Screen(title: "Slow")) { SlowPresenter(work: .untilClosed, interactor: $0, router: $1) }
        case "/quick":
            return assemble("Quick", Route(path), Screen(title: "Quick")) {
                SlowPresenter(work: .lasting(.milliseconds(50)), interactor: $0, router: $1)
            }
        case "/hop":
            return assemble("Hop", Route(path), Screen(title: "Hop")) {
                SlowPresenter(work: .lasting(.milliseconds(30)), then: "/slow", interactor: $0, router: $1)
            }
        case "/tabs":
            let tabs = Self.tabs.map { tab in
                TabItem(title: tab.title, route: Route(tab.path)) { [weak self] () throws(RouteError) -> Module in
                    guard let self else { throw .notFound(tab.path) }
                    return try self.module(for: tab.path)
                }
            }
            return assemble("Tabs", Route(path), Screen(title: "Tabs")) {
                ContainerPresenter(tabs: tabs, logOut: logOut, interactor: $0, router: $1)
            }
        case "/start":
            return assemble("Start", Route(path), Screen(title: "Start")) { StaticPresenter(interactor: $0, router: $1) }
        case "/xss":
            let screen = Screen(
                title: Self.hostileTitle,
                notice: "<b>bold</b>",
                sections: [
                    ScreenSection(
                        id: "s", title: "<i>header</i>",
                        rows: [
                            ScreenRow(id: "r", title: "<img src=x onerror=alert(1)>", detail: "\"quoted\""),
                            ScreenRow(id: "bad", title: "Bad link", link: URL(string: "javascript:alert(1)")),
                            ScreenRow(id: "tel", title: "Phone", link: URL(string: "tel:+15550100")),
                            ScreenRow(id: "odd", kind: CellKind(rawValue: "x\" onclick=\"evil"), title: "Odd kind"),
                        ])
                ],
                actions: [ScreenAction(id: "a\"b", title: "<Go>")]
            )
            return assemble("Hostile", Route(path), screen) { StaticPresenter(interactor: $0, router: $1) }
        default:
            break
        }
        if let parameters = RoutePattern("/detail/:id").match(path) {
            let id = try parameters.id("id")
            return assemble("Detail", Route("/detail/\(id)"), Screen(title: "Item \(id)")) {
                DetailPresenter(id: id, interactor: $0, router: $1, saveHold: saves)
            }
        }
        if let parameters = RoutePattern("/counter/:id").match(path) {
            let id = try parameters.id("id")
            return assemble("Counter", Route("/counter/\(id)"), Screen(title: "Counter \(id)")) { CounterPresenter(interactor: $0, router: $1) }
        }
        if let parameters = RoutePattern("/edit/:id").match(path) {
            let id = try parameters.id("id")
            return assemble("Edit", Route("/edit/\(id)"), Screen(title: "Edit item \(id)")) { EditPresenter(interactor: $0, router: $1) }
        }
        throw .notFound(path)
    }

    private func assemble(
        _ name: String,
        _ route: Route,
        _ screen: Screen,
        makePresenter: (TestInteractor, TestRouter) -> any TestPresenting
    ) -> Module {
        let activity = ModuleActivity()
        let interactor = TestInteractor(activity: activity)
        let router = TestRouter { [weak self] path in try? self?.module(for: path) }
        let presenter = makePresenter(interactor, router)
        let view = TestView(screen: screen)
        view.presenter = presenter
        presenter.view = view
        router.view = view
        let module = Module(
            name: name,
            route: route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
        built[route.path, default: []].append(module.parts)
        return module
    }
}
