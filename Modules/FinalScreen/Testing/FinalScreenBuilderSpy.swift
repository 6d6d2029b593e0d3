import FinalScreenInterface
import ViperKit
import ViperKitTesting

/// Stands in for the final screen module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class FinalScreenBuilderSpy: BuilderSpy<FinalScreenInput, any FinalScreenDelegate>, FinalScreenBuilding {
    public func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module {
        record(
            input, delegate: delegate, standIn: .standIn(name: "FinalScreen", route: FinalScreenRoute.route(for: input.value), title: "Final screen"))
    }
}
