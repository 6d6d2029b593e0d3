/// Which line a request waits in when the shell is busy (see ``AdmissionGate``), in the order the
/// lines are served.
enum AdmissionLane: Sendable, Equatable, CaseIterable {
    /// The page a login or a logout led to: loading it finishes one already admitted, so it goes
    /// before every other line (there is at most one per ``signIn`` or ``logOut`` post).
    case afterSignIn
    /// A post to the tab container of a signed-in session: its buttons act on the whole session
    /// (Log out). Cheap, and never behind a password check.
    case logOut
    /// A post of a session no one is signed in to: the login form, whose answer waits for a
    /// password check.
    case signIn
    /// A request without a live session (a first visit, a crawler, a forgotten cookie). Takes
    /// turns with ``session``, so a crowd without cookies gets at most every other free place.
    case newcomer
    /// Every other request of a live session: reading its pages, acting on its screens.
    case session
}
