import Foundation
import Logging
import ViperKit

extension ShellController {
    /// Answers `GET path`: the URL is the route, so the stack is brought to it (kept, unwound to
    /// it as the browser's back button does, or built and pushed), then the top is rendered once
    /// its work has settled. With tabs, a route on another tab's stack selects that tab (a tab
    /// link leads to where its stack was left), and a new one opens in the tab it belongs to.
    func page(_ request: ShellRequest, session: WebSession) async -> ShellResponse {
        do throws(ShellProblem) {
            if let early = try preparePage(request, session: session) {
                return early
            }
        } catch {
            return problem(error, in: session.flow.language)
        }
        await Settler.settle(session.navigator, timeout: configuration.settleTimeout)
        return await renderTop(of: session, requestedPath: request.path)
    }

    /// Brings the stack to the requested route and sends a paging request to it. Returns an
    /// answer when the request is settled without rendering (a redirect), `nil` to go on.
    private func preparePage(_ request: ShellRequest, session: WebSession) throws(ShellProblem) -> ShellResponse? {
        let path = request.path
        let flow = session.flow
        let navigator = session.navigator
        guard path.removingPercentEncoding != nil else {
            throw .badRequest(FormError.invalidPercentEncoding(String(path.prefix(80))).description, link: flow.home.path)
        }
        let query: FormData
        let paging: PageRequest?
        do {
            query = try FormData.parse(request.query ?? "")
            paging = try PageRequest(query: query)
        } catch {
            throw .badRequest(error.description, link: path)
        }
        if let choice = query[LanguageSwitchRenderer.queryName], request.method == .get {
            // The language switch: an unknown choice means English, never an error page.
            switchLanguage(to: Language(code: choice) ?? .english, in: session)
            return .seeOther(path)
        }
        if path == "/" || path == navigator.container?.route.path {
            // The tab container is not a page: its URL leads to the selected tab's screen.
            return .seeOther(navigator.top?.route.path ?? flow.home.path)
        }
        if let target = flow.redirect(for: path), target.path != path {
            return .seeOther(target.path)
        }
        if navigator.top?.route.path == path {
            // Already shown: a refresh.
        } else if let (tab, index) = navigator.locate(path) {
            // On a stack: the back or forward button, or a tab's link, goes back to it.
            if let tab { try select(tab, in: session) }
            navigator.close(above: index)
        } else {
            try open(path, in: session)
        }
        if let paging, let top = navigator.top {
            top.module.view.handle(.scroll(section: paging.section, offset: paging.offset))
        }
        return nil
    }

    /// Builds the module answering `path` and pushes it. With tabs it goes on the stack of the tab
    /// whose root route contains it (or the first tab's), after that tab's root; a tab's own root
    /// route just selects the tab. Without tabs, on an empty stack the home module goes first, so
    /// a deep link still has a Back.
    private func open(_ path: String, in session: WebSession) throws(ShellProblem) {
        let flow = session.flow
        let navigator = session.navigator
        let home = flow.home
        if let tab = navigator.tabs?.index(ofRoot: path) {
            try select(tab, in: session)
            return
        }
        let module: Module
        do {
            module = try flow.module(for: path)
        } catch {
            throw .route(error, home: home.path)
        }
        if let (tab, index) = navigator.locate(module.route.path) {
            // `path` was another spelling of a route already shown: go back to that one.
            if let tab { try select(tab, in: session) }
            navigator.close(above: index)
            return
        }
        if let tabs = navigator.tabs {
            try select(TabItem.index(for: module.route.path, in: tabs.items), in: session)
            if let index = navigator.index(ofPath: module.route.path) {
                navigator.close(above: index)
                return
            }
        } else if navigator.entries.isEmpty, path != home.path, module.route != home {
            do {
                navigator.place(try flow.module(for: home.path), as: .root)
            } catch {
                configuration.logger.error("could not build the home module at \(home.path): \(error)")
            }
        }
        navigator.push(module)
    }

    /// Makes `language` the session's and builds the screens shown again from their routes, so
    /// each speaks it; the user stays on the same screen, with the same stacks and tab.
    private func switchLanguage(to language: Language, in session: WebSession) {
        let flow = session.flow
        guard flow.language != language else { return }
        flow.language = language
        session.navigator.rebuild { path throws(RouteError) in try flow.module(for: path) }
    }

    /// Selects tab `tab`, building its root the first time.
    private func select(_ tab: Int, in session: WebSession) throws(ShellProblem) {
        do {
            try session.navigator.selectTab(at: tab)
        } catch {
            throw .route(error, home: session.flow.home.path)
        }
    }

    /// The page of the top module, or a redirect when the top is no longer at `requestedPath`.
    /// What the page shows is read on the main actor; the HTML is written off it (``render(_:context:)``).
    private func renderTop(of session: WebSession, requestedPath: String) async -> ShellResponse {
        let navigator = session.navigator
        guard let top = navigator.top else {
            return .seeOther(session.flow.home.path)
        }
        guard top.route.path == requestedPath else {
            return .seeOther(top.route.path)
        }
        let nonce = SessionToken.make()
        let context = PageContext(
            appName: configuration.appName,
            path: top.route.path,
            csrfToken: session.csrfToken,
            presentation: top.presentation,
            canGoBack: navigator.canGoBack,
            tabs: navigator.tabs?.links ?? [],
            tabActions: navigator.container?.module.view.screen.actions ?? [],
            refreshes: top.module.activity.isBusy || navigator.container?.module.activity.isBusy == true,
            externalLink: navigator.takePendingLink(),
            nonce: nonce,
            words: .shell(session.flow.language)
        )
        return ShellResponse(
            status: 200,
            kind: .page(nonce: nonce),
            body: await Self.render(top.module.view.screen, context: context)
        )
    }

    /// The HTML of `screen` in `context`, written on the concurrent executor: the screen and its
    /// context are values, so drawing a page (most of a request's work) leaves the main actor,
    /// where every session's modules live, free for other requests, and uses every core.
    @concurrent
    private nonisolated static func render(_ screen: Screen, context: PageContext) async -> String {
        ScreenRenderer.page(screen, context: context)
    }
}
