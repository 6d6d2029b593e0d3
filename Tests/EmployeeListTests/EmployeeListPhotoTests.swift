import Domain
import EmployeeListInterface
import Fakes
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// The list shows at once; photos follow one by one, through a service whose photo requests wait
/// until the test answers them.
@MainActor
@Suite("Employee list photos")
struct EmployeeListPhotoTests {
    let service = GatedEmployeesService()
    let navigator = RecordingNavigator()

    func showModule() -> Module {
        let module = EmployeeListDefaultBuilder(employees: service).build(input: EmployeeListInput(), delegate: nil)
        navigator.show(module)
        return module
    }

    func image(of section: String, in module: Module) -> ScreenImage? {
        module.view.screen.section(section)?.rows.first { $0.kind == .employeeBaseInfo }?.image
    }

    @Test("the list is shown, with initials, before any photo arrives")
    func listBeforePhotos() async throws {
        let module = showModule()
        try await eventually { service.pending.count == 3 }
        let screen = module.view.screen
        #expect(screen.status == .ready, "the loading state ends with the list")
        #expect(screen.employeeNames == ["Alice Martin", "Bruno Costa", "Chloé Dubois", "Daniel Okafor"])
        let images = screen.sections.compactMap { $0.rows.first { $0.kind == .employeeBaseInfo }?.image }
        #expect(images.count == 4)
        #expect(images.allSatisfy { $0.url == nil })
        #expect(images.map(\.initials) == ["AM", "BC", "CD", "DO"])
        #expect(module.activity.isBusy, "the photos are still being fetched")
        #expect(service.requested.sorted() == [1, 2, 3], "Daniel has no photo path and is not asked for one")
    }

    @Test("photos arrive one by one, each updating only its own section")
    func oneByOne() async throws {
        let module = showModule()
        try await eventually { service.pending.count == 3 }
        service.answerWithPhoto(3)
        try await eventually { image(of: "employee-3", in: module)?.url != nil }
        #expect(image(of: "employee-3", in: module)?.label == "Photo of Chloé Dubois")
        #expect(image(of: "employee-3", in: module)?.url?.absoluteString.hasPrefix("data:image/svg+xml;base64,") == true)
        #expect(image(of: "employee-1", in: module)?.url == nil, "Alice's photo has not arrived")
        service.answerWithPhoto(1)
        try await eventually { image(of: "employee-1", in: module)?.url != nil }
        #expect(image(of: "employee-3", in: module)?.url != nil)
        #expect(module.activity.isBusy, "Bruno's photo is still pending")
        service.answer(2, with: .success(nil))
        await module.activity.settle()
    }

    @Test("a photo that fails or is missing keeps the initials; the others still show")
    func failedPhotoKeepsInitials() async throws {
        let module = showModule()
        try await eventually { service.pending.count == 3 }
        service.answer(1, with: .failure(.server(status: 500, message: "x")))
        service.answer(2, with: .success(nil))
        service.answerWithPhoto(3)
        await module.activity.settle()
        #expect(module.view.screen.status == .ready)
        #expect(image(of: "employee-1", in: module)?.url == nil)
        #expect(image(of: "employee-1", in: module)?.initials == "AM")
        #expect(image(of: "employee-1", in: module)?.label == "Initials of Alice Martin")
        #expect(image(of: "employee-2", in: module)?.url == nil)
        #expect(image(of: "employee-3", in: module)?.url != nil)
    }

    @Test("at most the given number of photos is fetched at a time, and every photo once", arguments: [1, 2, 4])
    func bounded(limit: Int) async throws {
        let staff = (1 ... 10).map { id in
            Employee(
                id: Int64(id), name: "Person \(id)", specialization: "Tester", workplaces: [],
                phone: "+1 555 01\(id)", email: "p\(id)@example.com", photoPath: "/api/employees/\(id)/photo"
            )
        }
        let service = GatedEmployeesService(staff)
        let activity = ModuleActivity()
        let output = EmployeeListOutputSpy()
        let interactor = EmployeeListDefaultInteractor(employees: service, activity: activity, maxPhotosInFlight: limit)
        interactor.output = output
        interactor.loadEmployees()
        while output.photoIDs.count < staff.count {
            let remaining = staff.count - output.photoIDs.count
            try await eventually { service.pending.count >= min(limit, remaining) }
            #expect(service.pending.count <= limit)
            let next = service.pending[0]
            service.answerWithPhoto(next)
            try await eventually { output.photoIDs.contains(next) }
        }
        await activity.settle()
        #expect(service.maxInFlight == limit)
        #expect(service.requested.sorted() == staff.map(\.id))
        #expect(Set(output.photoIDs).count == staff.count)
        #expect(output.reports.count == 1, "the list was reported once, before the photos")
    }

    @Test("filtering keeps the photos already loaded and never fetches a photo again")
    func filteringNeverRefetches() async throws {
        let activity = ModuleActivity()
        let output = EmployeeListOutputSpy()
        let interactor = EmployeeListDefaultInteractor(employees: service, activity: activity)
        interactor.output = output
        interactor.loadEmployees()
        try await eventually { service.pending.count == 3 }
        service.answerWithPhoto(1)
        try await eventually { output.photoIDs == [1] }
        interactor.filterEmployees(by: "alice")
        #expect(output.reports.last?.profiles.map(\.photo) == [GatedEmployeesService.photo(of: 1)])
        interactor.filterEmployees(by: "chloe")
        #expect(output.reports.last?.profiles.map(\.photo) == [nil], "Chloé's photo is still on its way")
        service.answerWithPhoto(3)
        service.answer(2, with: .success(nil))
        await activity.settle()
        interactor.filterEmployees(by: "")
        #expect(output.reports.last?.profiles.map { $0.photo != nil } == [true, false, true, false])
        interactor.loadEmployees()
        await activity.settle()
        #expect(service.employeeCalls == 2)
        #expect(service.requested.sorted() == [1, 2, 3], "each photo was asked for once, even after a reload")
    }

    @Test("closing the module cancels the photo fetches and releases everything")
    func closingCancels() async throws {
        var module: Module? = showModule()
        let parts = module!.parts
        let activity = module!.activity
        try await eventually { service.pending.count == 3 }
        service.answerWithPhoto(1)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(service.cancelled.sorted() == [2, 3])
        #expect(service.pending.isEmpty)
    }
}
