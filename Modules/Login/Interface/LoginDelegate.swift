import Domain

/// Hears how the login module ended. Held weakly by the module, as every delegate is.
@MainActor
public protocol LoginDelegate: AnyObject {
    /// The user logged in: `signIn` is theirs. The delegate decides what comes next (the App
    /// replaces the root with the items list).
    func loginDidSucceed(_ signIn: SignIn)
}
