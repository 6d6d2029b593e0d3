/// Hears what the Home module did, so the App can go on. Held weakly by the module, as every
/// delegate is.
@MainActor
public protocol HomeDelegate: AnyObject {
    /// The user logged out and the session has ended on the server: show the login screen.
    func homeDidLogOut()
}
