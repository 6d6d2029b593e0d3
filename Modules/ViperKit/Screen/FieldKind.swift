/// What a field holds, so a shell can pick the right input control.
public enum FieldKind: String, Sendable, Equatable {
    /// Free text.
    case text
    /// A secret, never echoed back.
    case password
    /// A number typed as text (the presenter checks its format).
    case number
    /// Text a search filters by.
    case search
    /// One of `choices`.
    case choice
}
