import ViperKit

/// Where the Final screen module sends what happened.
@MainActor
public protocol FinalScreenRouter: ViperRouter {
    /// Tells the module that opened this one that the action is done.
    func notifyDidFinish()
}
