import AccountInterface
import ViperKit
import ViperKitTesting

/// An ``AccountBuilding`` standing in for the account module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the account's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class AccountBuilderSpy: AccountBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [AccountInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the account module would.
    public private(set) weak var lastDelegate: (any AccountDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: AccountInput, delegate: (any AccountDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "Account", route: AccountRoute.route, title: "Account")
    }
}
