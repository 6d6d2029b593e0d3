import ViperKit

/// Where the Contact list module sends the user's selection.
@MainActor
public protocol ContactListRouter: ViperRouter {
    /// Tells the module that opened this one that `record` was selected.
    func notifyDidSelect(_ record: ContactListRecord)
}
