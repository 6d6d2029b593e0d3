/// Hears which of the account's details the user selected, so the module that opened the account
/// screen can use it. Held weakly by the module, as every delegate is.
@MainActor
public protocol AccountDelegate: AnyObject {
    /// The user selected the detail whose value is `value`.
    func account(didSelect value: String)
}
