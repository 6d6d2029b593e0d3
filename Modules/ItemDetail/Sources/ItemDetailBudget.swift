import ViperKit

/// What each event of the item detail may cost: the screens it draws and the service calls it makes,
/// counting what the work the event starts does later. Every test of the module holds it to these
/// numbers (`ModuleTestStore` measures each event it sends), so a change that costs more fails its
/// own tests; raise a number only in the change that needs it, where its reviewers see it.
enum ItemDetailBudget {
    /// The budget the builder gives every module it builds.
    static let events = ModuleBudget([
        .load: EventCost(screens: 2, calls: ["ItemsService.item": 1]),
        .appear: EventCost(screens: 1, calls: ["ItemsService.item": 1]),
        .action("retry"): EventCost(screens: 2, calls: ["ItemsService.item": 1]),
        .action("share"): EventCost(),
        .action("toggle"): EventCost(screens: 3, calls: ["ItemsService.setEnabled": 1]),
        .alert("ok"): EventCost(screens: 1),
    ])
}
