import EmployeeListInterface
import ViperKit

extension EmployeeListDefaultBuilder {
    /// The employee list as the App registers it: id `employee-list`, answering `/employees`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "employee-list", routes: [EmployeeListRoute.pattern]) { _ in
            self.build(input: EmployeeListInput(), delegate: nil)
        }
    }
}
