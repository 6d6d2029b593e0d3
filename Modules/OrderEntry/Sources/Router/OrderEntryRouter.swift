import Domain
import ViperKit

/// Where the order entry module sends what it saved.
@MainActor
protocol OrderEntryRouter: ViperRouter {
    /// Tells the module that opened this one that `order` was saved.
    func notifyDidSave(_ order: Order)
}
