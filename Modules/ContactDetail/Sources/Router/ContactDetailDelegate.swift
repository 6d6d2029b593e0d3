/// Hears what the Contact detail module did, so the module that opened it can go on. Held weakly by
/// the module, as every delegate is.
@MainActor
public protocol ContactDetailDelegate: AnyObject {
    /// The user completed the screen's action.
    func contactDetailDidFinish()
}
