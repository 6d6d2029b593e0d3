import ViperKit

/// One thing a module under a ``ModuleTestStore`` did, in the order it happened.
@MainActor
enum ModuleTestEntry {
    /// The module's view changed its screen to this.
    case screen(Screen)
    /// The module called its navigator.
    case navigation(RecordingNavigator.Call)

    /// A short description for failure messages.
    var summary: String {
        switch self {
        case .screen(let screen): "a screen change (title “\(screen.title)”, status \(screen.status))"
        case .navigation(let call): "the navigator call \(call)"
        }
    }
}
