/// Hears which record the user picked in the Account list, so the module that opened it can go
/// on. Held weakly by the module, as every delegate is.
@MainActor
public protocol AccountDelegate: AnyObject {
    /// The user selected the record with `id`.
    func account(didSelect id: String)
}
