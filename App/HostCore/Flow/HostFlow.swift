import ViperKit

/// What the app gives a host for one person's session: the app implements it, as it owns the
/// plugin registry, the login guard and the flows between modules.
///
/// A host makes one flow per session, handing it the session's root stack (the ``Navigator`` of
/// the session's first screen, through which the flow replaces the root); the flow should hold
/// that navigator weakly, as the session owns both (see ``HostSession``). Screens are named by
/// their routes' paths, the modules' addresses, whatever the host: a browser's URL, a terminal's
/// deep link, a tap.
@MainActor
public protocol HostFlow: AnyObject {
    /// Where "/" and an empty stack lead now (for example `/login`, or `/items` once logged in).
    var home: Route { get }

    /// The language the session's modules speak. The host sets it when the session starts, and
    /// again from the language switch (``HostSession/switchLanguage(to:)``), after which the
    /// screens shown are built again from their routes; so a module built after the change must
    /// speak the new language.
    var language: Language { get set }

    /// The account signed in to this session (any stable id of it, such as the user's id), or
    /// `nil` while nobody is.
    var signedInAccount: String? { get }

    /// Where a person who asks for the screen at `path` is sent instead, or `nil` when this
    /// session may see `path` now. A question: it changes nothing, so a host may ask it as often
    /// as it likes.
    func redirect(for path: String) -> Route?

    /// Records that the person asked for, or is on, the screen at `path`: the flow may remember it
    /// (a screen asked for before logging in, to open after; the screen a logged-in person is on,
    /// to return to after their sign-in expired). Recording the same path again changes nothing, so
    /// a host records each request, and each screen that comes on top, before it asks
    /// ``redirect(for:)``.
    func record(_ path: String)

    /// The path the flow wants shown next, and forgets it: the screen a person asked for before
    /// logging in (or was on when their sign-in expired), once they have. A host asks after an
    /// event's work has settled and before it shows a screen asked for, so the first screen after
    /// the login is that one. `nil` when nothing waits.
    func takeReturnPath() -> String?

    /// Builds the module answering `path` (a deep link, a reload, a screen built again).
    ///
    /// Throw ``RouteError/notFound(_:)`` for a path no module answers and any other
    /// ``RouteError`` for bad parameters.
    func module(for path: String) throws(RouteError) -> Module

    /// The session ended (it expired, was evicted, the person quit or the host stopped): release
    /// what it holds.
    func end()
}
