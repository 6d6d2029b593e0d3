import ViperKit

/// Where the Account module sends the user's selection.
@MainActor
public protocol AccountRouter: ViperRouter {
    /// Tells the module that opened this one that `record` was selected.
    func notifyDidSelect(_ record: AccountRecord)
}
