/// Hears what the Home module did, so the module that opened it can go on. Held weakly by
/// the module, as every delegate is.
@MainActor
public protocol HomeDelegate: AnyObject {
    /// The user completed the screen's action.
    func homeDidFinish()
}
