extension ModuleView {
    /// The action id of a message popup's one button: pressing it sends `.alert(messageDismissID)`.
    public nonisolated static let messageDismissID = "ok"

    /// Shows a popup with one button that dismisses it, such as a "Success" or "Error" message
    /// after an operation. Pressing the button sends `.alert(messageDismissID)`; the presenter
    /// then asks the view to ``hideAlert()``.
    public func showMessage(title: String, message: String, dismissTitle: String) {
        update { screen in
            screen.alert = ScreenAlert(
                title: title,
                message: message,
                actions: [ScreenAction(id: Self.messageDismissID, title: dismissTitle, role: .primary)]
            )
        }
    }

    /// Clears the popup.
    public func hideAlert() {
        update { $0.alert = nil }
    }
}
