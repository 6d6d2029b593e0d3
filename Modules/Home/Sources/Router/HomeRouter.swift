import ViperKit

/// Where the Home module sends what happened.
@MainActor
public protocol HomeRouter: ViperRouter {
    /// Tells the module that opened this one that the action is done.
    func notifyDidFinish()
}
