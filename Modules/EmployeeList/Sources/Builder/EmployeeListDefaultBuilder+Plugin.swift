import EmployeeListInterface
import ViperKit

extension EmployeeListDefaultBuilder {
    /// The Employee list feature as the App registers it: id `employee-list`, answering `/employee-list`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "employee-list", routes: [EmployeeListRoute.pattern]) { _ in
            self.build(input: EmployeeListInput(), delegate: nil)
        }
    }
}
