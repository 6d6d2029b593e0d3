/// A kind of ``ViewEvent`` as a budget names it: the event without what varies between two sends
/// of it (a form's values, the row chosen, the offset scrolled to), so every press of Save has one
/// budget, and so has every row chosen (a screen's sections are often its data: one per day, one
/// per employee).
public enum BudgetedEvent: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// ``ViewEvent/load``.
    case load
    /// ``ViewEvent/appear``.
    case appear
    /// ``ViewEvent/action(_:form:)`` of the button with this id.
    case action(String)
    /// ``ViewEvent/select(section:row:)`` of any row.
    case select
    /// ``ViewEvent/alert(_:)`` of the alert button with this id.
    case alert(String)
    /// ``ViewEvent/scroll(section:offset:)`` of any section, to any offset.
    case scroll

    /// The budget's name for `event`.
    public init(_ event: ViewEvent) {
        switch event {
        case .load: self = .load
        case .appear: self = .appear
        case .action(let id, _): self = .action(id)
        case .select: self = .select
        case .alert(let id): self = .alert(id)
        case .scroll: self = .scroll
        }
    }

    /// Load and appear first, then actions, select, scroll and alerts, each kind by id: the order a
    /// budget reads in.
    public static func < (lhs: BudgetedEvent, rhs: BudgetedEvent) -> Bool {
        (lhs.rank, lhs.description) < (rhs.rank, rhs.description)
    }

    private var rank: Int {
        switch self {
        case .load: 0
        case .appear: 1
        case .action: 2
        case .select: 3
        case .scroll: 4
        case .alert: 5
        }
    }

    /// How a budget's message names the event: `load`, `action "save"`, `select`.
    public var description: String {
        switch self {
        case .load: "load"
        case .appear: "appear"
        case .action(let id): "action \"\(id)\""
        case .select: "select"
        case .alert(let id): "alert \"\(id)\""
        case .scroll: "scroll"
        }
    }
}
