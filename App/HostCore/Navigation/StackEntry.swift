import ViperKit

/// One module on a navigation stack, held strongly while it is shown.
@MainActor
public struct StackEntry {
    /// The module shown.
    public let module: Module
    /// How it was shown.
    public let presentation: Presentation

    /// The module's route.
    public var route: Route { module.route }
}
