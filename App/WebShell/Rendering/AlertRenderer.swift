import ViperKit

/// Renders a ``ScreenAlert`` as an alert dialog above the content, its first button focused.
enum AlertRenderer {
    /// Appends `alert` to `html`.
    static func render(_ alert: ScreenAlert, into html: inout HTML, context: PageContext) {
        html.element(
            "div",
            [
                HTMLAttribute("class", "alert"),
                HTMLAttribute("role", "alertdialog"),
                HTMLAttribute("aria-modal", "true"),
                HTMLAttribute("aria-labelledby", "alert-title"),
                HTMLAttribute("aria-describedby", "alert-message"),
            ]
        ) { dialog in
            dialog.element("h2", [HTMLAttribute("id", "alert-title")], text: alert.title)
            dialog.element("p", [HTMLAttribute("id", "alert-message")], text: alert.message)
            dialog.postForm(to: context.path, [HTMLAttribute("class", "toolbar")]) { form in
                let focused = alert.actions.firstIndex { $0.isEnabled }
                for (index, action) in alert.actions.enumerated() {
                    form.eventButton(
                        action.title,
                        event: PostedEvent.encode(alert: action.id),
                        classes: ActionStyle.classes(for: action.role),
                        isEnabled: action.isEnabled,
                        autofocus: index == focused
                    )
                }
            }
        }
    }
}
