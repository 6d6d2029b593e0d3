/// How a module came onto a navigation stack, which decides how a host draws it.
public enum Presentation: Sendable, Equatable {
    /// The bottom of the stack: no Back.
    case root
    /// Pushed over another module: the host offers Back.
    case push
    /// Presented modally: drawn like a dialog, without Back; the module dismisses itself.
    case modal
}
