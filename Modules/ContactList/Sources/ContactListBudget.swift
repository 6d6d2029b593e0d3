import ViperKit

/// What each event of the contact list may cost: the screens it draws and the service calls it makes,
/// counting what the work the event starts does later. Every test of the module holds it to these
/// numbers (`ModuleTestStore` measures each event it sends), so a change that costs more fails its
/// own tests; raise a number only in the change that needs it, where its reviewers see it.
enum ContactListBudget {
    /// The budget the builder gives every module it builds.
    static let events = ModuleBudget([
        .load: EventCost(screens: 4, calls: ["ContactManager.contacts": 1, "UserManager.currentUser": 1]),
        // Shown again: the contacts, read again.
        .appear: EventCost(screens: 2, calls: ["ContactManager.contacts": 1, "UserManager.currentUser": 1]),
        .action("order-history"): EventCost(),
        .action("retry"): EventCost(screens: 4, calls: ["ContactManager.contacts": 1, "UserManager.currentUser": 1]),
        .action("search"): EventCost(screens: 3, calls: ["ContactManager.contacts": 1, "UserManager.currentUser": 1]),
        .select: EventCost(),
    ])
}
