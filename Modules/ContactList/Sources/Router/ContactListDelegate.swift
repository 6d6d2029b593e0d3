/// Hears which record the user picked in the Contact list list, so the module that opened it can go
/// on. Held weakly by the module, as every delegate is.
@MainActor
public protocol ContactListDelegate: AnyObject {
    /// The user selected the record with `id`.
    func contactList(didSelect id: String)
}
