import Domain
import EmployeeList
import EmployeeListInterface
import Fakes
import ViperKit

/// The employee list's named states, over a fake employees service.
public enum EmployeeListPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        // Before the photos: the list as it is drawn until a photo arrives (here none ever does).
        ModulePreview("before photos") { list(FakeEmployeesService(photos: [:]), in: $0) },
        ModulePreview("after photos") { list(FakeEmployeesService(), in: $0) },
        ModulePreview("no match", events: [.action("apply-filter", form: ["filter": "Zebedee"])]) { list(FakeEmployeesService(), in: $0) },
    ]

    /// The list over `employees` in `language`.
    @MainActor
    static func list(_ employees: FakeEmployeesService, in language: Language) -> Module {
        EmployeeListDefaultBuilder(employees: employees, language: language).build(input: EmployeeListInput(), delegate: nil)
    }
}
