import ViperKit

/// Where the Order history module sends the user's selection.
@MainActor
public protocol OrderHistoryRouter: ViperRouter {
    /// Tells the module that opened this one that `record` was selected.
    func notifyDidSelect(_ record: OrderHistoryRecord)
}
