import EmployeeListInterface
import ViperKit
import ViperKitTesting

/// Stands in for the employee list module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class EmployeeListBuilderSpy: BuilderSpy<EmployeeListInput, any EmployeeListDelegate>, EmployeeListBuilding {
    public func build(input: EmployeeListInput, delegate: (any EmployeeListDelegate)?) -> Module {
        record(input, delegate: delegate, standIn: .standIn(name: "EmployeeList", route: EmployeeListRoute.route, title: "Employees"))
    }
}
