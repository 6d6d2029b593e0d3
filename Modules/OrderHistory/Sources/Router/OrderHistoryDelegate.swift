/// Hears which record the user picked in the Order history list, so the module that opened it can go
/// on. Held weakly by the module, as every delegate is.
@MainActor
public protocol OrderHistoryDelegate: AnyObject {
    /// The user selected the record with `id`.
    func orderHistory(didSelect id: String)
}
