import Domain
import Fakes
import Testing
import ViperKit

@testable import EmployeeList

@MainActor
@Suite("Employee list interactor")
struct EmployeeListInteractorTests {
    let employees = FakeEmployeesService()
    let activity = ModuleActivity()
    let output = EmployeeListOutputSpy()

    func makeInteractor() -> EmployeeListDefaultInteractor {
        let interactor = EmployeeListDefaultInteractor(employees: employees, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("reports the employees without photos, then the photos of those with a photo path, one by one")
    func loads() async {
        let interactor = makeInteractor()
        interactor.loadEmployees()
        #expect(activity.isBusy, "the load runs in the module's activity")
        await activity.settle()
        let withoutPhotos = FakeEmployees.all.map { EmployeeProfile(employee: $0, photo: nil) }
        #expect(output.reports == [.init(profiles: withoutPhotos, filter: "")], "photos do not report the list again")
        #expect(Set(output.photoIDs) == [1, 3], "Bruno's photo is gone and Daniel has none")
        #expect(output.photoIDs.count == 2)
        #expect(output.photos.allSatisfy { FakeEmployees.photos[$0.id] == $0.photo })
        #expect(employees.calls.first == .employees)
        #expect(Set(employees.calls.dropFirst()) == [.photo(employeeID: 1), .photo(employeeID: 2), .photo(employeeID: 3)])
    }

    @Test("a photo that fails to load is not reported; the list and the other photo are")
    func photoFails() async {
        let employees = FakeEmployeesService(employees: [FakeEmployees.alice, FakeEmployees.chloe])
        employees.failNextCall(with: .server(status: 500, message: "x"), of: .photo)
        let interactor = EmployeeListDefaultInteractor(employees: employees, activity: activity)
        interactor.output = output
        interactor.loadEmployees()
        await activity.settle()
        #expect(output.names == ["Alice Martin", "Chloé Dubois"])
        #expect(output.photoIDs.count == 1, "one of the two photos failed")
    }

    @Test("reports a failure to load the employees")
    func fails() async {
        employees.failNextCall(with: .unauthorized, of: .employees)
        let interactor = makeInteractor()
        interactor.loadEmployees()
        await activity.settle()
        #expect(output.failures == [.unauthorized])
        #expect(output.reports.isEmpty)
    }

    @Test("a second load while one runs is not started")
    func once() async {
        employees.delay = .milliseconds(20)
        let interactor = makeInteractor()
        interactor.loadEmployees()
        interactor.loadEmployees()
        await activity.settle()
        #expect(employees.calls.filter { $0 == .employees }.count == 1)
    }

    @Test("filters by name or specialization once loaded, and a blank filter shows everyone")
    func filters() async {
        let interactor = makeInteractor()
        interactor.loadEmployees()
        await activity.settle()
        interactor.filterEmployees(by: "engineer")
        #expect(output.names == ["Bruno Costa", "Daniel Okafor"])
        #expect(output.reports.last?.filter == "engineer")
        interactor.filterEmployees(by: "  ")
        #expect(output.names?.count == 4)
        #expect(output.reports.last?.filter == "")
        #expect(employees.calls.filter { $0 == .employees }.count == 1, "filtering asks the service nothing")
        #expect(employees.calls.filter { $0 != .employees }.count == 3, "nor fetches a photo again")
        #expect(output.reports.last?.profiles.map { $0.photo != nil } == [true, false, true, false], "the photos loaded are kept")
        interactor.filterEmployees(by: "alice")
        #expect(output.reports.last?.profiles.first?.photo == FakeEmployees.photos[1])
    }

    @Test("a filter given before the employees arrive applies when they do")
    func filterBeforeLoad() async {
        let interactor = makeInteractor()
        interactor.filterEmployees(by: "alice")
        #expect(output.reports.isEmpty)
        interactor.loadEmployees()
        await activity.settle()
        #expect(output.names == ["Alice Martin"])
        #expect(output.reports.last?.filter == "alice")
    }

    @Test(
        "matching ignores case and accents, and every word must match the name or the specialization",
        arguments: [
            ("chloe", true), ("CHLOÉ", true), ("dubois design", true), ("designer", true),
            ("chloe engineer", false), ("ios", false), ("", true),
        ]
    )
    func matching(filter: String, matches: Bool) {
        #expect(EmployeeListDefaultInteractor.matches(FakeEmployees.chloe, filter: filter) == matches)
    }

    @Test("a load cancelled because the module closed reports nothing")
    func cancelled() async {
        employees.delay = .seconds(60)
        let interactor = makeInteractor()
        interactor.loadEmployees()
        while employees.calls.isEmpty { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(employees.cancelledCalls == [.employees])
        #expect(output.reports.isEmpty)
        #expect(output.failures.isEmpty)
    }
}
