import ViperKit

/// What each event of the employee list may cost: the screens it draws and the service calls it makes,
/// counting what the work the event starts does later. Every test of the module holds it to these
/// numbers (`ModuleTestStore` measures each event it sends), so a change that costs more fails its
/// own tests; raise a number only in the change that needs it, where its reviewers see it.
enum EmployeeListBudget {
    /// The budget the builder gives every module it builds.
    static let events = ModuleBudget([
        // One photo per employee, four at a time: the tests' largest staff is ten.
        .load: EventCost(screens: 12, calls: ["EmployeesService.employees": 1, "EmployeesService.photo": 10]),
        .action("apply-filter"): EventCost(screens: 1),
        .action("clear-filter"): EventCost(screens: 1),
        // The list again, and the photos of the employees it shows.
        .action("retry"): EventCost(screens: 2, calls: ["EmployeesService.employees": 1, "EmployeesService.photo": 3]),
        .select: EventCost(),
    ])
}
