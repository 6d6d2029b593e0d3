import ViperKit

/// What each event of the contact detail may cost: the screens it draws and the service calls it makes,
/// counting what the work the event starts does later. Every test of the module holds it to these
/// numbers (`ModuleTestStore` measures each event it sends), so a change that costs more fails its
/// own tests; raise a number only in the change that needs it, where its reviewers see it.
enum ContactDetailBudget {
    /// The budget the builder gives every module it builds.
    static let events = ModuleBudget([
        .load: EventCost(screens: 3, calls: ["ContactManager.contact": 1, "OrderManager.ordersOfContact": 1]),
        .appear: EventCost(screens: 2, calls: ["OrderManager.ordersOfContact": 1]),
        .action("new-order"): EventCost(),
        .action("retry"): EventCost(screens: 3, calls: ["ContactManager.contact": 1, "OrderManager.ordersOfContact": 1]),
        .select: EventCost(),
    ])
}
