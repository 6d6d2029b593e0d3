import ViperKit

/// Renders the tab bar of a session that shows tabs: a `<nav>` of links, one per tab, the
/// selected one marked `aria-current="page"`, then the tab container's buttons (such as Log out).
/// Links and buttons are ordinary focusable elements, so Tab and Enter work.
enum TabBarRenderer {
    /// Appends the tab bar of `context` to `html`; nothing when the session shows no tabs. While a
    /// modal or an alert asks for an answer first, the bar is drawn `inert`.
    static func render(into html: inout HTML, context: PageContext, isInert: Bool) {
        guard !context.tabs.isEmpty else { return }
        var attributes = [HTMLAttribute("class", "tabs"), HTMLAttribute("aria-label", context.words["shell.tabs"])]
        if isInert { attributes.append(HTMLAttribute(flag: "inert")) }
        html.element("nav", attributes) { nav in
            nav.element("ul") { list in
                for tab in context.tabs {
                    var link = [HTMLAttribute("href", tab.path.safeAppPath)]
                    if tab.isSelected { link.append(HTMLAttribute("aria-current", "page")) }
                    list.element("li") { $0.element("a", link, text: tab.title) }
                }
            }
            for action in context.tabActions {
                nav.postForm(to: context.path, [HTMLAttribute("class", "inline")]) {
                    $0.eventButton(
                        action.title,
                        event: PostedEvent.encode(container: action.id),
                        classes: ActionStyle.classes(for: action.role),
                        isEnabled: action.isEnabled
                    )
                }
            }
        }
        html.newline()
    }
}
