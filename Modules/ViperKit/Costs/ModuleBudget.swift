/// What each event of a module may cost, declared beside the module's contract and carried by the
/// ``Module`` its builder returns, so every test of the module checks it: the test harness counts
/// the screens drawn and the service calls made for each event it sends (and by the work that event
/// started), and a test whose module goes over fails, naming the module, the event, what it cost
/// against the budget and the team that owns the module.
///
/// An event the budget does not name may cost nothing: one that draws a screen or makes a call
/// fails the test too, so a new button gets its cost written down when it gets its first test,
/// and an event the module ignores needs no line.
///
/// ```swift
/// enum ItemsListBudget {
///     static let events = ModuleBudget([
///         .load: EventCost(screens: 2, calls: ["ItemsService.items": 1]),
///         .select: EventCost(),
///         .scroll: EventCost(screens: 3, calls: ["ItemsService.items": 1]),
///     ])
/// }
/// ```
public struct ModuleBudget: Sendable, Hashable {
    /// The most each event may cost.
    public let events: [BudgetedEvent: EventCost]

    /// A budget of `events`' costs.
    public init(_ events: [BudgetedEvent: EventCost]) {
        self.events = events
    }

    /// The most `event` may cost, or `nil` when the budget does not name it.
    public func cost(of event: BudgetedEvent) -> EventCost? {
        events[event]
    }
}
