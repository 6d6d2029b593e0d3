extension ModuleView {
    /// The action id of a message popup's one button: pressing it sends `.alert(messageDismissID)`.
    public nonisolated static let messageDismissID = "ok"

    /// Shows a popup with one button that dismisses it (seed 000's success and error popups).
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
