import LoginInterface
import ViperKit
import ViperKitTesting

/// A ``LoginBuilding`` standing in for the login module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the login's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class LoginBuilderSpy: LoginBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [LoginInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the login module would.
    public private(set) weak var lastDelegate: (any LoginDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: LoginInput, delegate: (any LoginDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "Login", route: LoginRoute.route(input), title: "Log in")
    }
}
