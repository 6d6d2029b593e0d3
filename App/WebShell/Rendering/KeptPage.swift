import ViperKit

/// The last page drawn of a module on a stack, with the screen and context it was drawn of. While
/// they stay the same, a reload, Back to the module or a page after work that changed nothing is a
/// copy of these bytes with the response's own values (``PageTemplate``) instead of a new drawing.
/// A stack keeps one per module shown, and lets it go with the module.
struct KeptPage: Sendable {
    /// The screen drawn.
    let screen: Screen
    /// The view's ``ModuleView/revision`` when the screen was drawn, or last found the same.
    var revision: Int
    /// What it was drawn in.
    let context: PageContext
    /// The page.
    let template: PageTemplate

    /// Whether this is the page of `screen`, at the view's `revision`, in `context`: a context that
    /// draws the same page (``PageContext/drawsSamePage(as:)``) and the very same screen. The view
    /// changes its screen only by updating it, so at the same revision the screen is the one drawn
    /// without comparing them; after updates (a refresh that read the same data again) it is
    /// compared.
    func isPage(of screen: Screen, at revision: Int, in context: PageContext) -> Bool {
        self.context.drawsSamePage(as: context) && (self.revision == revision || self.screen == screen)
    }
}
