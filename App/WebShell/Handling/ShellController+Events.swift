import ViperKit

extension ShellController {
    /// Answers `POST path`: checks the session's CSRF token and that `path` is the screen shown,
    /// dispatches the event to it, waits for its work to settle and redirects to the new top
    /// (Post/Redirect/Get).
    func event(_ request: ShellRequest, session: WebSession?) async -> ShellResponse {
        let target: WebSession
        do throws(ShellProblem) {
            target = try dispatch(request, session: session)
        } catch {
            return problem(error, in: language(of: request, session: session))
        }
        await Settler.settle(target.navigator, timeout: configuration.settleTimeout)
        return rotatingTokens(of: target, .seeOther(target.navigator.top?.route.path ?? target.flow.home.path))
    }

    /// Checks the post and hands its event to the top module. Returns the session it acted on.
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
        let navigator = session.navigator
        let current = navigator.top?.route.path ?? session.flow.home.path
        if case .container = posted {
            // The tab bar's buttons are on every page of the session, so any page may send them.
            guard let container = navigator.container else {
                throw .conflict("shell.conflict.button-gone", current: current)
            }
            if posted.isDisabled(on: container.module.view.screen) { return session }
            guard let event = posted.viewEvent(on: container.module.view.screen, form: form) else {
                throw .conflict("shell.conflict.button-gone", current: current)
            }
            container.module.view.handle(event)
            return session
        }
        if navigator.top?.route.path != path, let location = navigator.locate(path), let tab = location.tab,
            location.index == (navigator.tabs?.stacks[tab].entries.count ?? 0) - 1
        {
            // Sent from the screen another tab shows (a page left open in another browser tab):
            // that tab is selected again and the event goes to its screen.
            try? navigator.selectTab(at: tab)
        }
        guard let top = navigator.top, top.route.path == path else {
            throw .conflict("shell.conflict.screen-gone", current: current)
        }
        let screen = top.module.view.screen
        if posted == .back {
            guard screen.alert == nil, navigator.goBack() else {
                throw .conflict("shell.conflict.no-back", current: current)
            }
            return session
        }
        if posted.isDisabled(on: screen) {
            // A second click while the first one's work runs: nothing to do but show the screen.
            return session
        }
        guard let event = posted.viewEvent(on: screen, form: form) else {
            throw .conflict("shell.conflict.screen-changed", current: current)
        }
        top.module.view.handle(event)
        return session
    }

    private func readForm(_ request: ShellRequest) throws(ShellProblem) -> FormData {
        do throws(FormError) {
            if let type = request.contentType,
                !type.lowercased().hasPrefix("application/x-www-form-urlencoded")
            {
                throw .unsupportedContentType(String(type.prefix(80)))
            }
            return try FormData.parse(body: request.body.get())
        } catch {
            throw .badRequest(error.description, link: request.path)
        }
    }
}
