/// Where a ``FocusTarget`` is drawn: above the scrolling content, in it, below it, or in the alert
/// box over it.
enum FocusPlace: Sendable, Hashable {
    /// The title bar and toolbar, always on view; focusing them scrolls the content to its top.
    case header
    /// The scrolling content; focusing a target there scrolls just enough to show it.
    case body
    /// The tab bar, always on view; focusing it scrolls the content to its end.
    case footer
    /// The alert box, drawn over everything.
    case alert
}
