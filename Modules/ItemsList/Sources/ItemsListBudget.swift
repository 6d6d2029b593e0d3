import ViperKit

/// What each event of the items list may cost: the screens it draws and the service calls it makes,
/// counting what the work the event starts does later. Every test of the module holds it to these
/// numbers (`ModuleTestStore` measures each event it sends), so a change that costs more fails its
/// own tests; raise a number only in the change that needs it, where its reviewers see it.
enum ItemsListBudget {
    /// The budget the builder gives every module it builds.
    static let events = ModuleBudget([
        .load: EventCost(screens: 3, calls: ["ItemsService.items": 1]),
        // Shown again: the page on screen, read again.
        .appear: EventCost(screens: 2, calls: ["ItemsService.items": 1]),
        .action("add-samples"): EventCost(screens: 4, calls: ["ItemsService.addSampleItems": 1, "ItemsService.items": 1]),
        .action("delete-all"): EventCost(screens: 1),
        .action("retry"): EventCost(screens: 4, calls: ["ItemsService.items": 1]),
        .select: EventCost(),
        // A scroll past the loaded rows reads the pages it reaches: two at most in the tests.
        .scroll: EventCost(screens: 5, calls: ["ItemsService.items": 2]),
        .alert("cancel"): EventCost(screens: 1),
        .alert("confirm-delete"): EventCost(screens: 5, calls: ["ItemsService.deleteAll": 1]),
        .alert("ok"): EventCost(screens: 1),
    ])
}
