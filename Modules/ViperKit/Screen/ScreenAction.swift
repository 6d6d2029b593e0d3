/// A button. Pressing it sends `.action(id, form:)` to the view.
public struct ScreenAction: Sendable, Equatable, Identifiable {
    /// Identifies the action in events.
    public var id: String
    /// The button's text.
    public var title: String
    /// What kind of action it is.
    public var role: ActionRole
    /// Whether it can be pressed now.
    public var isEnabled: Bool

    /// Creates an action.
    public init(id: String, title: String, role: ActionRole = .normal, isEnabled: Bool = true) {
        self.id = id
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
    }
}
