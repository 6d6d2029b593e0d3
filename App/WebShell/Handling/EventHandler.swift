import HostCore
import ViperKit

/// Answers `POST path` for a browser session: checks the session's CSRF token and that `path` is
/// the screen shown, hands the posted event to that screen, waits for its work to settle and
/// redirects to what should be shown next (Post/Redirect/Get; loading it is not a reload, so the
/// screen gets no `.appear` for it).
///
/// A post that may change who is signed in (any event of a session nobody is signed in to, a
/// button of the tab container such as Log out) renews the session's id and CSRF token in the
/// step that hands the event over, before the screen's work starts: the new id is known only to
/// this post's answer, and every other request with the old one finds no session.
@MainActor
struct EventHandler {
    /// The shell's configuration.
    let configuration: WebShellConfiguration
    /// The live sessions, which re-key a session whose id is renewed.
    let sessions: SessionStore

    /// The answer to a post, and the session whose id it renewed (`nil` when it renewed none):
    /// the answer must then give the browser the new cookie.
    func event(_ request: ShellRequest, session: WebSession?) async -> (response: ShellResponse, renewed: WebSession?) {
        let target: WebSession
        let renewed: Bool
        do throws(ShellProblem) {
            (target, renewed) = try dispatch(request, session: session)
        } catch {
            return (configuration.page(for: error, in: request.language(of: session)), nil)
        }
        await target.host.settle(timeout: configuration.settleTimeout)
        let next = target.flow.takeReturnPath() ?? target.window.stack.top?.route.path ?? target.flow.home.path
        target.expectFollowUp(to: next)
        return (.seeOther(next), renewed ? target : nil)
    }

    /// Checks the post and hands its event to the screen it came from. Returns the session it
    /// acted on and whether its id was renewed.
    private func dispatch(_ request: ShellRequest, session: WebSession?) throws(ShellProblem) -> (WebSession, renewed: Bool) {
        let path = request.path
        guard let session else {
            throw .forbidden(link: path)
        }
        let form = try readForm(request)
        guard let token = form[CSRF.fieldName], SessionToken.matches(token, session.csrfToken) else {
            throw .forbidden(link: path)
        }
        let posted: PostedEvent
        do {
            posted = try PostedEvent(form[PostedEvent.fieldName])
        } catch {
            throw .badRequest(error.description, link: path)
        }
        let window = session.window
        let current = window.stack.top?.route.path ?? session.flow.home.path
        if case .container = posted {
            // The tab bar's buttons are on every page of the session, so any page may send them.
            guard let container = window.container else {
                throw .conflict("shell.conflict.button-gone", current: current)
            }
            let view = container.module.view
            let renewed = try send(posted, form: form, to: view, of: session, current: current, changed: "shell.conflict.button-gone")
            return (session, renewed)
        }
        if window.stack.top?.route.path != path, let location = window.locate(path), let tab = location.tab,
            location.index == (window.tabs?.stacks[tab].entries.count ?? 0) - 1
        {
            // Sent from the screen another tab shows (a page left open in another browser tab):
            // that tab is selected again and the event goes to its screen.
            try? window.selectTab(at: tab)
        }
        guard let top = window.stack.top, top.route.path == path else {
            throw .conflict("shell.conflict.screen-gone", current: current)
        }
        if posted == .back {
            guard top.module.view.screen.alert == nil, window.stack.goBack() else {
                throw .conflict("shell.conflict.no-back", current: current)
            }
            return (session, false)
        }
        let renewed = try send(posted, form: form, to: top.module.view, of: session, current: current, changed: "shell.conflict.screen-changed")
        return (session, renewed)
    }

    /// Hands `posted` to `view`, a screen of `session`, as the event its screen offers; returns
    /// whether the session's id was renewed first (the event may change who is signed in). A
    /// button disabled meanwhile (a second click while the first one's work runs) does nothing;
    /// one the screen no longer has is a conflict worded by `changed`.
    private func send(
        _ posted: PostedEvent, form: FormData, to view: ModuleView, of session: WebSession, current: String, changed: String
    ) throws(ShellProblem) -> Bool {
        let screen = view.screen
        if posted.isDisabled(on: screen) { return false }
        guard let event = posted.viewEvent(on: screen, form: form) else {
            throw .conflict(changed, current: current)
        }
        let mayChangeSignIn = if case .container = posted { true } else { session.flow.signedInAccount == nil }
        if mayChangeSignIn { sessions.renew(session) }
        session.window.deliver(event, to: view)
        return mayChangeSignIn
    }

    /// The form `request` sent, or the bad request it is.
    private func readForm(_ request: ShellRequest) throws(ShellProblem) -> FormData {
        switch request.form {
        case .success(let form): return form
        case .failure(let error): throw .badRequest(error.description, link: request.path)
        }
    }
}
