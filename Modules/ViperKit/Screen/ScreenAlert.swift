/// A popup: a title, a message and the buttons that answer it. Pressing one sends
/// `.alert(id)` to the view; the module decides what happens and clears the alert.
public struct ScreenAlert: Sendable, Equatable {
    /// The title ("Success", "Error", "Delete all items?").
    public var title: String
    /// The message.
    public var message: String
    /// The answers, for example "Delete" and "Cancel", or just "OK".
    public var actions: [ScreenAction]

    /// Creates an alert.
    public init(title: String, message: String, actions: [ScreenAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}
