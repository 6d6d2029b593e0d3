/// How a module came onto a session's stack, which decides how its page looks.
enum Presentation: Sendable, Equatable {
    /// The bottom of the stack: no Back button.
    case root
    /// Pushed over another module: the page has a Back button.
    case push
    /// Presented modally: a dialog-like page without Back; the module dismisses itself.
    case modal
}
