import ViperKit

/// What the run loop does after a key, as ``TerminalInteraction/handle(_:on:chrome:)`` decides it.
/// Focus, field drafts, scrolling and the key help are the interaction's own state: a key that
/// changes only them answers ``redraw``.
enum TerminalCommand: Sendable, Equatable {
    /// Nothing changed; no need to draw.
    case nothing
    /// The interaction's state changed (focus, a draft, the help): draw the frame again.
    case redraw
    /// Hand this event to the view of the screen on top.
    case send(ViewEvent)
    /// Hand this event to the tab container's view (a tab bar button such as Log out).
    case sendToContainer(ViewEvent)
    /// Go back to the screen below (Back, or Esc).
    case goBack
    /// Select the tab at this index (from 0); selecting the selected tab shows its root, as in
    /// UIKit and the web shell.
    case selectTab(Int)
    /// Speak this language from now on.
    case switchLanguage(Language)
    /// Leave the app (q, Ctrl-C).
    case quit
}
