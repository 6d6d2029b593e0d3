import ViperKit

/// What the app gives the shell for one browser session: the app implements it, as it owns the
/// plugin registry, the login guard and the flows between modules.
///
/// The shell creates one flow per browser session by calling the `makeFlow` closure given to
/// ``WebShell/init(configuration:makeFlow:)`` with the session's root stack (the ``Navigator`` of
/// the session's first screen, through which the flow replaces the root) and browser address.
/// The flow should hold that navigator weakly: the session owns both.
@MainActor
public protocol WebSessionFlow: AnyObject {
    /// Where "/" and an empty stack lead now (for example `/login`, or `/items` once logged in).
    var home: Route { get }

    /// The language the session's modules speak. The shell sets it from the browser's
    /// `Accept-Language` when the session starts, and again from the language switch, after which
    /// it rebuilds the screens shown from their routes; so a module built after the change must
    /// speak the new language.
    var language: Language { get set }

    /// The account signed in to this session (any stable id of it, such as the user's id), or
    /// `nil` while nobody is. Signed-in sessions are kept apart from anonymous ones, which live in a
    /// small pool of their own and so can never push a signed-in session out (see
    /// ``WebShellConfiguration/maxAnonymousSessions``), and one account holds at most
    /// ``WebShellConfiguration/maxSessionsPerAccount`` of them, so it cannot push other users out.
    var signedInAccount: String? { get }

    /// Takes a request for the screen at `path`: returns the route to send the user to instead,
    /// or `nil` when this session may see `path` now. The flow may remember the request (a screen
    /// asked for before logging in, to return to it after), so the shell calls it once per page
    /// request, before it opens anything.
    func admit(_ path: String) -> Route?

    /// The path the flow wants shown next, and forgets it: the screen a user asked for before
    /// logging in, once they have. The shell asks after an event's work has settled and before it
    /// answers a page request (a login can end after its post was answered), so the first answer
    /// after the login leads there. `nil` when the screen asked for should be shown.
    func takeReturnPath() -> String?

    /// Builds the module answering `path` (a deep link or a refresh).
    ///
    /// Throw ``RouteError/notFound(_:)`` for a path no module answers (the shell answers 404) and
    /// any other ``RouteError`` for bad parameters (the shell answers 400 with its description).
    func module(for path: String) throws(RouteError) -> Module

    /// The session ended (it expired, was evicted or the shell stopped): release what it holds.
    func end()
}
