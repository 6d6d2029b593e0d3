import Foundation

/// What a router can ask of the shell that shows its module. The web shell implements it per
/// browser session; a UIKit shell would wrap a navigation controller.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `module` on top of the current one, with a way back.
    func push(_ module: Module)
    /// Shows `module` modally over the current one.
    func present(_ module: Module)
    /// Closes the pushed module whose view is `view`, and anything above it.
    func pop(_ view: ModuleView)
    /// Closes the modal module whose view is `view`, and anything above it.
    func dismiss(_ view: ModuleView)
    /// Closes every module and shows `module` as the only one.
    func replaceRoot(with module: Module)
    /// Opens a URL outside the app (`tel:`, `mailto:`, a web page).
    func open(_ url: URL)
}
