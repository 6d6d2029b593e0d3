import ViperKit

/// Holds the value the final screen was built with and hands it to its output. It needs no
/// service, so nothing runs in the module's activity.
@MainActor
final class FinalScreenDefaultInteractor: FinalScreenInteractor {
    weak var output: (any FinalScreenInteractorOutput)?
    /// The value the module was built with.
    let value: String

    /// Creates the interactor holding `value`.
    init(value: String) {
        self.value = value
    }

    /// Reports the value.
    func loadValue() {
        output?.didLoad(value: value)
    }
}
