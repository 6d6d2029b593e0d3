/// Closes the final screen for it: the router that presented it (seed 003's modal case, where the
/// presenting router is passed as the delegate so it can dismiss what it presented). Held weakly
/// by the module, as every delegate is.
@MainActor
public protocol FinalScreenDelegate: AnyObject {
    /// The user pressed "Close": dismiss the final screen.
    func finalScreenDidClose()
}
