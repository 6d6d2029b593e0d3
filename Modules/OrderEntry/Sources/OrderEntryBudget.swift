import ViperKit

/// What each event of the order entry may cost: the screens it draws and the service calls it makes,
/// counting what the work the event starts does later. Every test of the module holds it to these
/// numbers (`ModuleTestStore` measures each event it sends), so a change that costs more fails its
/// own tests; raise a number only in the change that needs it, where its reviewers see it.
enum OrderEntryBudget {
    /// The budget the builder gives every module it builds.
    static let events = ModuleBudget([
        .load: EventCost(screens: 2, calls: ["ContactManager.contact": 1, "ProductManager.products": 1]),
        .appear: EventCost(screens: 1, calls: ["OrderManager.order": 1]),
        .action("new-order"): EventCost(screens: 1),
        // Retries what failed: the form's reads, or the save.
        .action("retry"): EventCost(
            screens: 2, calls: ["ContactManager.contact": 1, "OrderManager.create": 1, "ProductManager.products": 1, "UserManager.currentUser": 1]),
        .action("save"): EventCost(screens: 2, calls: ["OrderManager.create": 1, "UserManager.currentUser": 1]),
    ])
}
