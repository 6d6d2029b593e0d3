import ViperKit

/// Where the Contact detail module sends what happened.
@MainActor
public protocol ContactDetailRouter: ViperRouter {
    /// Tells the module that opened this one that the action is done.
    func notifyDidFinish()
}
