import Logging
import ViperKit

/// One person's app in a host: the window of their navigation stacks and the app's flow for them.
/// The session owns both; the flow holds the window's root stack weakly.
///
/// It is what a host drives, whatever it draws with: a screen asked for by its route (a URL, a
/// deep link), Back, a tab, the language switch, the end. A web host keeps one per browser
/// session; a terminal or a phone app keeps one.
///
/// ```swift
/// let session = HostSession(window: HostWindow(tracker: .shared, leakGrace: .seconds(1))) { navigator in
///     AppFlow(navigator: navigator, services: { factory.makeServices() })
/// }
/// try session.navigate(to: session.flow.home.path)
/// session.window.stack.top?.module.view.screen   // what the host draws
/// ```
@MainActor
public final class HostSession {
    /// The person's navigation: the root stack and, once the app shows tabs, one stack per tab.
    public let window: HostWindow
    /// The app's flow for this person.
    public let flow: any HostFlow
    private let logger: Logger

    /// Creates a session over `window` whose flow `makeFlow` makes from the window's root stack,
    /// logging problems to `logger`.
    public init(window: HostWindow, logger: Logger = Logger(label: "viper.host"), makeFlow: @MainActor (any Navigator) -> any HostFlow) {
        self.window = window
        self.logger = logger
        flow = makeFlow(window.root)
    }

    /// Brings the window to the screen at `path`, unless the flow sends the person elsewhere first:
    /// then it returns where, and opens nothing. A screen asked for before a login that has since
    /// succeeded comes first; `/` and the tab container's route lead to the screen shown (or home);
    /// a screen the flow does not admit now leads where the flow says. Otherwise a screen already
    /// on top appears again (when `appearing`: a person asked for it again, so it can show current
    /// data), one on a stack is gone back to, and any other is built and shown (see
    /// ``HostWindow/show(_:over:makeHome:)``).
    /// - Throws: the flow's ``RouteError`` for a path no module answers or bad parameters.
    public func show(_ path: String, appearing: Bool = true) throws(RouteError) -> String? {
        if let target = flow.takeReturnPath(), target != path {
            return target
        }
        if path == "/" || path == window.container?.route.path {
            // The tab container is not a screen of its own: it leads to the selected tab's screen.
            return window.stack.top?.route.path ?? flow.home.path
        }
        flow.record(path)
        if let target = flow.redirect(for: path), target.path != path {
            return target.path
        }
        if let top = window.stack.top, top.route.path == path {
            if appearing { window.spans.deliver(.appear, to: top.module) }
        } else if try !window.goBack(to: path) {
            try open(path)
        }
        return nil
    }

    /// Brings the window to the screen at `path`, following where the flow sends the person (a
    /// few steps at most: a flow that sends them round in circles ends where the last step led).
    /// For hosts without addresses of their own; a web host answers each step with a redirect.
    public func navigate(to path: String) throws(RouteError) {
        var path = path
        for _ in 0 ..< 4 {
            guard let next = try show(path) else { return }
            path = next
        }
    }

    /// Shows the screen the flow wants shown next, if one waits (a login just succeeded): see
    /// ``HostFlow/takeReturnPath()``. Says whether one did.
    @discardableResult
    public func followReturnPath() -> Bool {
        guard let path = flow.takeReturnPath() else { return false }
        do {
            try navigate(to: path)
        } catch {
            logger.error("could not open \(path) after the login: \(error)")
        }
        return true
    }

    /// Keeps the flow and the window in step after screens changed without a request for each (a
    /// module pushed one, a login replaced the root): shows the screen the flow wants shown next,
    /// if one waits (``followReturnPath()``), then records the screen on top with the flow
    /// (``HostFlow/record(_:)``), as a browser's request for each screen does, and asks where it
    /// sends the person from it (``HostFlow/redirect(for:)``): a screen the flow does not admit
    /// leads where it says. Both are idempotent, so a host without requests (a terminal, a phone
    /// app) calls this after every change it sees.
    public func syncWithFlow() {
        followReturnPath()
        guard let path = window.stack.top?.route.path else { return }
        flow.record(path)
        guard let target = flow.redirect(for: path), target.path != path else { return }
        do {
            try navigate(to: target.path)
        } catch {
            logger.error("could not open \(target.path), where the flow sends the person from \(path): \(error)")
        }
    }

    /// Makes `language` the session's and builds the screens shown again from their routes, so
    /// each speaks it; the person stays on the same screen, with the same stacks and tab.
    public func switchLanguage(to language: Language) {
        guard flow.language != language else { return }
        flow.language = language
        let flow = self.flow
        let spans = window.spans
        window.rebuild { path throws(RouteError) in try spans.build(path) { () throws(RouteError) in try flow.module(for: path) } }
    }

    /// Waits for the shown modules' work to settle, for at most `timeout` (see ``Settler``).
    public func settle(timeout: Duration) async {
        await Settler.settle(window, timeout: timeout)
    }

    /// Ends the session: closes its modules (cancelling their work, checking for leaks) and tells
    /// the flow to release what it holds.
    public func end() {
        window.closeAll()
        flow.end()
    }

    /// Builds the module answering `path` and shows it; a tab's own root route just selects the
    /// tab.
    private func open(_ path: String) throws(RouteError) {
        if let tab = window.tabs?.index(ofRoot: path) {
            try window.selectTab(at: tab)
            return
        }
        let flow = self.flow
        let home = flow.home
        try window.show(try window.spans.build(path) { () throws(RouteError) in try flow.module(for: path) }, over: home) {
            do {
                return try flow.module(for: home.path)
            } catch {
                logger.error("could not build the home module at \(home.path): \(error)")
                return nil
            }
        }
    }
}
