/// What a button does, so a shell can style it.
public enum ActionRole: String, Sendable, Equatable {
    /// An ordinary action.
    case normal
    /// The main action of the screen.
    case primary
    /// An action that destroys data.
    case destructive
    /// An action that goes back without doing anything.
    case cancel
}
