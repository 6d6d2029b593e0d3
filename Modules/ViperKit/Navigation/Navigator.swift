import Foundation

/// What a router can ask of the host that shows its module. The host core's navigation stacks
/// implement it, one per person's session (and one per tab), for the web shell and the terminal
/// host alike; a UIKit host would keep them and mirror each in a navigation controller, and the
/// tabs in a tab bar controller whose tabs are navigation controllers.
///
/// Stack calls (`push`, `present`, `pop`, `dismiss`) act on the stack of the module that makes
/// them: a module shown in a tab gets that tab's stack as its ``ModuleView/navigator``, as a view
/// controller in a tab gets that tab's `navigationController`. Asked of the tab container itself,
/// they act on the selected tab's stack.
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
    /// Closes every module (every tab's stack too) and shows `module` as the only one.
    func replaceRoot(with module: Module)
    /// Opens a URL outside the app (`tel:`, `mailto:`, a web page).
    func open(_ url: URL)
    /// Makes the root module, whose view is `container`, a tab container: one navigation stack
    /// per tab of `tabs`, in order, the first selected. A tab's root module is built when the tab
    /// is first selected, and each stack keeps its modules while another tab is shown. The
    /// container stays alive (it holds the app-wide actions, such as logging out) until
    /// ``replaceRoot(with:)`` closes it with every stack.
    func showTabs(_ tabs: [TabItem], in container: ModuleView)
    /// Selects the tab whose root route is `route`, showing its stack as it was left.
    func selectTab(_ route: Route)
}
