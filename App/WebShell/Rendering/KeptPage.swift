import ViperKit

/// The last page drawn of a module on a stack, with the screen and context it was drawn of. While
/// they stay the same, a reload, Back to the module or a page after work that changed nothing is a
/// copy of these bytes with the response's own values (``PageTemplate``) instead of a new drawing.
/// A stack keeps one per module shown, and lets it go with the module.
struct KeptPage: Sendable {
    /// The screen drawn.
    let screen: Screen
    /// What it was drawn in.
    let context: PageContext
    /// The page.
    let template: PageTemplate

    /// Whether this is the page of `screen` in `context`: the very same screen, in a context that
    /// draws the same page (``PageContext/drawsSamePage(as:)``).
    func isPage(of screen: Screen, in context: PageContext) -> Bool {
        self.context.drawsSamePage(as: context) && self.screen == screen
    }
}
