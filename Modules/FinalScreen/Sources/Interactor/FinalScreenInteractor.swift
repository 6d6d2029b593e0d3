import ViperKit

/// The final screen's use case: hand over the value it was built with.
@MainActor
protocol FinalScreenInteractor: ViperInteractor {
    /// Reports the value the module was built with to the output.
    func loadValue()
}
