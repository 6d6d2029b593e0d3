import Foundation
import ViperKit

/// Answers `GET path` for a browser session. The URL is the route, so the session's window is
/// brought to it (kept, gone back to as the browser's back button does, or built and shown), then
/// the top screen is drawn once its work has settled. A screen shown again (a reload, Back to it)
/// gets `.appear`, so it can show current data before it is drawn. With tabs, a route on another tab's stack
/// selects that tab (a tab link leads to where its stack was left), and a new one opens in the tab
/// it belongs to.
@MainActor
struct PageHandler {
    /// The shell's configuration.
    let configuration: WebShellConfiguration

    /// The page of `request`, or the redirect or problem page that answers it instead. A load
    /// that `isShared` with one that just finished is not a reload: the screen gets no `.appear`.
    func page(_ request: ShellRequest, session: WebSession, isShared: Bool = false) async -> ShellResponse {
        do throws(ShellProblem) {
            if let early = try prepare(request, session: session, isShared: isShared) {
                return early
            }
        } catch {
            return configuration.page(for: error, in: session.flow.language)
        }
        await Settler.settle(session.window, timeout: configuration.settleTimeout)
        return await renderTop(of: session, requestedPath: request.path)
    }

    /// Brings the window to the requested route and sends a paging request to it. Returns an
    /// answer when the request is settled without drawing (a redirect), `nil` to go on.
    private func prepare(_ request: ShellRequest, session: WebSession, isShared: Bool) throws(ShellProblem) -> ShellResponse? {
        let path = request.path
        let flow = session.flow
        let window = session.window
        // A path without `%` has nothing to decode, and Foundation's decoding (through NSString on
        // Linux) is not free on every page load.
        guard !path.utf8.contains(UInt8(ascii: "%")) || path.removingPercentEncoding != nil else {
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
        if let target = flow.takeReturnPath(), target != path {
            // The screen asked for before a login that ended after its own post was answered.
            return .seeOther(target)
        }
        if path == "/" || path == window.container?.route.path {
            // The tab container is not a page: its URL leads to the selected tab's screen.
            return .seeOther(window.top?.route.path ?? flow.home.path)
        }
        if let target = flow.admit(path), target.path != path {
            return .seeOther(target.path)
        }
        let languageChoice = request.method == .get ? query[LanguageSwitchRenderer.queryName] : nil
        let isFollowUp = isShared || window.isFollowUp(path) || languageChoice != nil
        do throws(RouteError) {
            if let top = window.top, top.route.path == path {
                // Already shown: the user reloaded it (it appears again, so it can show current
                // data), unless the shell itself sent the browser here.
                if !isFollowUp { top.module.view.handle(.appear) }
            } else if try !window.goBack(to: path) {
                try open(path, in: session)
            }
        } catch {
            throw .route(error, home: flow.home.path)
        }
        if let languageChoice {
            // The language switch, once the path is known to be a screen (a path no screen answers
            // is a 404 that switches nothing and keeps no session): an unknown choice means English,
            // never an error page.
            switchLanguage(to: Language(code: languageChoice) ?? .english, in: session)
            window.expectFollowUp(to: path)
            return .seeOther(path)
        }
        if let paging, let top = window.top {
            top.module.view.handle(.scroll(section: paging.section, offset: paging.offset))
        }
        return nil
    }

    /// Builds the module answering `path` and shows it; a tab's own root route just selects the
    /// tab.
    private func open(_ path: String, in session: WebSession) throws(RouteError) {
        let flow = session.flow
        let window = session.window
        if let tab = window.tabs?.index(ofRoot: path) {
            try window.selectTab(at: tab)
            return
        }
        let home = flow.home
        try window.show(try flow.module(for: path), over: home) {
            do {
                return try flow.module(for: home.path)
            } catch {
                configuration.logger.error("could not build the home module at \(home.path): \(error)")
                return nil
            }
        }
    }

    /// Makes `language` the session's and builds the screens shown again from their routes, so
    /// each speaks it; the user stays on the same screen, with the same stacks and tab.
    private func switchLanguage(to language: Language, in session: WebSession) {
        let flow = session.flow
        guard flow.language != language else { return }
        flow.language = language
        session.window.rebuild { path throws(RouteError) in try flow.module(for: path) }
    }

    /// The page of the top module, or a redirect when the top is no longer at `requestedPath`.
    /// What the page shows is read on the main actor; the HTML is written off it
    /// (``render(_:context:)``), unless the module's last page drew the same screen in the same
    /// context: then it is that page again. The responder fills in the response's nonce and the
    /// session's CSRF token, off the main actor.
    private func renderTop(of session: WebSession, requestedPath: String) async -> ShellResponse {
        let window = session.window
        guard let top = window.top else {
            return .seeOther(session.flow.home.path)
        }
        guard top.route.path == requestedPath else {
            return .seeOther(top.route.path)
        }
        let refreshes = top.module.activity.isBusy || window.container?.module.activity.isBusy == true
        if refreshes { window.expectFollowUp(to: top.route.path) }
        let context = PageContext(
            appName: configuration.appName,
            path: top.route.path,
            presentation: top.presentation,
            canGoBack: window.canGoBack,
            tabs: window.tabs?.links ?? [],
            tabActions: window.container?.module.view.screen.actions ?? [],
            refreshes: refreshes,
            externalLink: window.takePendingLink(),
            words: .shell(session.flow.language)
        )
        let view = top.module.view
        let screen = view.screen
        let revision = view.revision
        let template: PageTemplate
        if var kept = top.keptPage, kept.isPage(of: screen, at: revision, in: context) {
            template = kept.template
            if kept.revision != revision {
                // The same screen after updates: the next load needs no comparison.
                kept.revision = revision
                window.keep(kept, for: view)
            }
        } else {
            template = await Self.render(screen, context: context)
            if context.externalLink == nil {
                window.keep(KeptPage(screen: screen, revision: revision, context: context, template: template), for: view)
            }
        }
        return .page(template, csrfToken: session.csrfToken)
    }

    /// The HTML of `screen` in `context`, written on the concurrent executor: the screen and its
    /// context are values, so drawing a page (most of a request's work) leaves the main actor,
    /// where every session's modules live, free for other requests, and uses every core.
    @concurrent
    private nonisolated static func render(_ screen: Screen, context: PageContext) async -> PageTemplate {
        ScreenRenderer.page(screen, context: context)
    }
}
