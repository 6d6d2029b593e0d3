import Foundation
import HostCore
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

    /// The page of `request`, which carried the session id `cookie`, or the redirect or problem
    /// page that answers it instead; `nil` when the session no longer serves `cookie` once its
    /// work has settled (it ended, or a post renewed its id meanwhile): what it shows now is not
    /// the old id's to see.
    func page(_ request: ShellRequest, session: WebSession, cookie: String) async -> ShellResponse? {
        do throws(ShellProblem) {
            if let early = try prepare(request, session: session) {
                return early
            }
        } catch {
            return configuration.page(for: error, in: session.flow.language)
        }
        await session.host.settle(timeout: configuration.settleTimeout)
        guard session.stillServes(cookie: cookie) else { return nil }
        return await renderTop(of: session, requestedPath: request.path)
    }

    /// Brings the window to the requested route and sends a paging request to it. Returns an
    /// answer when the request is settled without drawing (a redirect), `nil` to go on.
    private func prepare(_ request: ShellRequest, session: WebSession) throws(ShellProblem) -> ShellResponse? {
        let path = request.path
        let flow = session.flow
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
        let languageChoice = request.method == .get ? query[LanguageSwitchRenderer.queryName] : nil
        let isFollowUp = session.isFollowUp(path) || languageChoice != nil
        do throws(RouteError) {
            // A screen asked for before a login, `/`, the tab container's URL or a screen the flow
            // does not admit now lead elsewhere; a reload (not a load the shell sent the browser
            // to) makes the screen appear again, so it can show current data.
            if let target = try session.host.show(path, appearing: !isFollowUp) {
                return .seeOther(target)
            }
        } catch {
            throw .route(error, home: flow.home.path)
        }
        if let languageChoice {
            // The language switch, once the path is known to be a screen (a path no screen answers
            // is a 404 that switches nothing and keeps no session): an unknown choice means English,
            // never an error page. A switch builds the screen on view again, so a session has a few
            // a minute.
            let language = Language(code: languageChoice) ?? .english
            if language != flow.language {
                if let wait = session.languageSwitchRefusal(limit: configuration.maxLanguageSwitchesPerMinute) {
                    throw .tooManyLanguageSwitches(current: path, retryAfter: wait)
                }
                session.host.switchLanguage(to: language)
            }
            session.expectFollowUp(to: path)
            return .seeOther(path)
        }
        if let paging, let top = session.window.stack.top {
            session.window.spans.deliver(.scroll(section: paging.section, offset: paging.offset), to: top.module)
        }
        return nil
    }

    /// The page of the top module, or a redirect when the top is no longer at `requestedPath`.
    /// What the page shows is read on the main actor; the HTML is written off it
    /// (``render(_:context:)``), unless the module's last page drew the same screen in the same
    /// context: then it is that page again. The responder fills in the response's nonce and the
    /// session's CSRF token, off the main actor.
    private func renderTop(of session: WebSession, requestedPath: String) async -> ShellResponse {
        let window = session.window
        guard let top = window.stack.top else {
            return .seeOther(session.flow.home.path)
        }
        guard top.route.path == requestedPath else {
            return .seeOther(top.route.path)
        }
        let refreshes = top.module.activity.isBusy || window.container?.module.activity.isBusy == true
        if refreshes { session.expectFollowUp(to: top.route.path) }
        let context = PageContext(
            appName: configuration.appName,
            path: top.route.path,
            presentation: top.presentation,
            canGoBack: window.stack.canGoBack,
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
        if var kept = session.keptPage(for: view), kept.isPage(of: screen, at: revision, in: context) {
            template = kept.template
            if kept.revision != revision {
                // The same screen after updates: the next load needs no comparison.
                kept.revision = revision
                session.keep(kept, for: view)
            }
        } else {
            template = await Self.render(screen, context: context)
            if context.externalLink == nil {
                session.keep(KeptPage(screen: screen, revision: revision, context: context, template: template), for: view)
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
