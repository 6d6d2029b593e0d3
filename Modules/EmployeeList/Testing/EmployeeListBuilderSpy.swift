import EmployeeListInterface
import ViperKit
import ViperKitTesting

/// An ``EmployeeListBuilding`` standing in for the employee list module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the employee list's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class EmployeeListBuilderSpy: EmployeeListBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [EmployeeListInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the employee list module would.
    public private(set) weak var lastDelegate: (any EmployeeListDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: EmployeeListInput, delegate: (any EmployeeListDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "EmployeeList", route: EmployeeListRoute.route, title: "Employees")
    }
}
