import ViperKit

/// One module on one of a session's navigation stacks, held strongly while it is shown.
@MainActor
struct StackEntry {
    /// The module shown.
    let module: Module
    /// How it was shown.
    let presentation: Presentation
    /// The last page drawn of it, while worth sending again.
    var keptPage: KeptPage?

    /// The module's route.
    var route: Route { module.route }
}
