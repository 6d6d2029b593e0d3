import HostCore
import ViperKit

/// Answers `POST path` for a browser session: checks the session's CSRF token and that `path` is
/// the screen shown, hands the posted event to that screen, waits for its work to settle and
/// redirects to what should be shown next (Post/Redirect/Get; loading it is not a reload, so the
/// screen gets no `.appear` for it).
@MainActor
struct EventHandler {
    /// The shell's configuration.
    let configuration: WebShellConfiguration

    /// The answer to a post, and the session it acted on (`nil` when it was refused), whose
    /// tokens the shell renews if the event replaced its root.
    func event(_ request: ShellRequest, session: WebSession?) async -> (response: ShellResponse, session: WebSession?) {
        let target: WebSession
        do throws(ShellProblem) {
            target = try dispatch(request, session: session)
        } catch {
            return (configuration.page(for: error, in: request.language(of: session)), nil)
        }
        await target.host.settle(timeout: configuration.settleTimeout)
        let next = target.flow.takeReturnPath() ?? target.window.stack.top?.route.path ?? target.flow.home.path
        target.expectFollowUp(to: next)
        return (.seeOther(next), target)
    }

    /// Checks the post and hands its event to the screen it came from. Returns the session it
    /// acted on.
    private func dispatch(_ request: ShellRequest, session: WebSession?) throws(ShellProblem) -> WebSession {
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
            try send(posted, form: form, to: container.module.view, current: current, changed: "shell.conflict.button-gone")
            return session
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
            return session
        }
        try send(posted, form: form, to: top.module.view, current: current, changed: "shell.conflict.screen-changed")
        return session
    }

    /// Hands `posted` to `view` as the event its screen offers. A button disabled meanwhile (a
    /// second click while the first one's work runs) does nothing; one the screen no longer has is
    /// a conflict worded by `changed`.
    private func send(_ posted: PostedEvent, form: FormData, to view: ModuleView, current: String, changed: String) throws(ShellProblem) {
        let screen = view.screen
        if posted.isDisabled(on: screen) { return }
        guard let event = posted.viewEvent(on: screen, form: form) else {
            throw .conflict(changed, current: current)
        }
        view.handle(event)
    }

    /// The form `request` sent, or the bad request it is.
    private func readForm(_ request: ShellRequest) throws(ShellProblem) -> FormData {
        switch request.form {
        case .success(let form): return form
        case .failure(let error): throw .badRequest(error.description, link: request.path)
        }
    }
}
