/// Closes the final screen for it: the router that presented it, passed as the delegate so it can
/// dismiss what it presented. Held weakly by the module, as every delegate is.
@MainActor
public protocol FinalScreenDelegate: AnyObject {
    /// The user pressed "Close": dismiss the final screen.
    func finalScreenDidClose()
}
