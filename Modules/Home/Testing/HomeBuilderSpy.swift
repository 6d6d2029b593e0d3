import HomeInterface
import ViperKit
import ViperKitTesting

/// A ``HomeBuilding`` standing in for the home module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the home's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class HomeBuilderSpy: HomeBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [HomeInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the home module would.
    public private(set) weak var lastDelegate: (any HomeDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: HomeInput, delegate: (any HomeDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "Home", route: HomeRoute.route, title: "Home")
    }
}
