import FinalScreenInterface
import ViperKit
import ViperKitTesting

@testable import FinalScreen

/// What a presenting module's router does with the final screen (seed 003's modal case): builds it
/// with itself as the delegate, presents it, and dismisses it when told to close it.
@MainActor
final class PresentingRouterStub: FinalScreenDelegate {
    let navigator: RecordingNavigator
    private let builder = FinalScreenDefaultBuilder()
    private weak var presented: ModuleView?

    init(navigator: RecordingNavigator) {
        self.navigator = navigator
    }

    /// Presents a final screen showing `value`; returns its parts for a leak check.
    func present(_ value: String) -> ModuleParts {
        let module = builder.build(input: FinalScreenInput(value: value), delegate: self)
        presented = module.view
        navigator.present(module)
        return module.parts
    }

    func finalScreenDidClose() {
        guard let presented else { return }
        navigator.dismiss(presented)
    }
}
