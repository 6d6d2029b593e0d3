import FinalScreenInterface
import ViperKit
import ViperKitTesting

/// A ``FinalScreenBuilding`` standing in for the final screen module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the final screen's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class FinalScreenBuilderSpy: FinalScreenBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [FinalScreenInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the final screen module would.
    public private(set) weak var lastDelegate: (any FinalScreenDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "FinalScreen", route: FinalScreenRoute.route(for: input.value), title: "Final screen")
    }
}
