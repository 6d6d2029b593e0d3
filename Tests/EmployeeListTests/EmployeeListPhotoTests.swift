import Domain
import Fakes
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// The list shows at once; photos follow one by one, through a service whose photo requests wait
/// until the test answers them, so every photo's screen change comes when the test says.
@MainActor
@Suite("Employee list photos")
struct EmployeeListPhotoTests {
    typealias Fixtures = EmployeeListFixtures

    let service = GatedEmployeesService()
    let alice = FakeEmployees.alice
    let chloe = FakeEmployees.chloe

    @Test("the list is shown with initials before any photo arrives; each photo then replaces only its own employee's initials")
    func oneByOne() async throws {
        let store = ModuleTestStore(Fixtures.module(service))
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        try await eventually("three photo requests") { service.pending.count == 3 }
        #expect(service.requested.sorted() == [1, 2, 3], "Daniel has no photo path and is not asked for one")
        service.answerWithPhoto(chloe.id)
        await store.receive {
            $0.sections[2].rows[0].image = ScreenImage(
                url: Fixtures.dataURL(GatedEmployeesService.photo(of: 3)), initials: "CD", label: "Photo of Chloé Dubois")
        }
        #expect(store.screen.sections[2].rows[0].image?.url?.absoluteString.hasPrefix("data:image/svg+xml;base64,") == true)
        service.answerWithPhoto(alice.id)
        await store.receive(Fixtures.photoArrived(alice, GatedEmployeesService.photo(of: 1)))
        #expect(service.pending == [2], "Bruno's photo is still on its way")
        service.answer(2, with: .success(nil))
        await store.finish()
        #expect(service.employeeCalls == 1)
    }

    @Test("a photo that fails or is missing keeps the initials; the others still show")
    func failedPhotoKeepsInitials() async throws {
        let store = ModuleTestStore(Fixtures.module(service))
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        try await eventually("three photo requests") { service.pending.count == 3 }
        service.answer(1, with: .failure(.server(status: 500, message: "x")))
        service.answer(2, with: .success(nil))
        service.answerWithPhoto(3)
        await store.receive(Fixtures.photoArrived(chloe, GatedEmployeesService.photo(of: 3)))
        await store.finish()
    }

    @Test("at most four photos are asked for at a time, each once, and the list is shown once, before them")
    func bounded() async throws {
        let staff = (1 ... 10).map { id in
            Employee(
                id: Int64(id), name: "Test Person", specialization: "Tester", workplaces: [],
                phone: "+1 555 01\(id)", email: "p\(id)@example.com", photoPath: "/api/employees/\(id)/photo"
            )
        }
        let service = GatedEmployeesService(staff)
        let store = ModuleTestStore(Fixtures.module(service))
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(staff))
        for answered in 0 ..< staff.count {
            try await eventually("the next photo requests") { service.pending.count >= min(4, staff.count - answered) }
            #expect(service.pending.count <= 4)
            let next = service.pending[0]
            service.answerWithPhoto(next)
            await store.receive(Fixtures.photoArrived(staff[Int(next) - 1], GatedEmployeesService.photo(of: next)))
        }
        await store.finish()
        #expect(service.maxInFlight == 4)
        #expect(service.requested.sorted() == staff.map(\.id))
    }

    @Test("filtering keeps the photos that arrived, even one that came while its employee was filtered out, and never asks for a photo again")
    func filteringKeepsPhotos() async throws {
        var module: Module? = Fixtures.module(service)
        let activity = module!.activity
        let store = ModuleTestStore(module!)
        module = nil
        let alicePhoto = GatedEmployeesService.photo(of: 1)
        let chloePhoto = GatedEmployeesService.photo(of: 3)
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        try await eventually("three photo requests") { service.pending.count == 3 }
        service.answerWithPhoto(1)
        await store.receive(Fixtures.photoArrived(alice, alicePhoto))
        store.send(Fixtures.filter("alice"), Fixtures.listed([alice], photos: [1: alicePhoto], filter: "alice"))
        service.answerWithPhoto(3)
        service.answer(2, with: .success(nil))
        // Every photo answered: Chloé's came while she was filtered out, so nothing changed.
        await activity.idle()
        store.send(Fixtures.filter("chloe"), Fixtures.listed([chloe], photos: [3: chloePhoto], filter: "chloe"))
        store.send(Fixtures.clearFilter, Fixtures.listed(FakeEmployees.all, photos: [1: alicePhoto, 3: chloePhoto]))
        // Loading again reads the directory again, and shows it as it was…
        store.send(.load)
        await store.finish()
        #expect(service.employeeCalls == 2)
        #expect(service.requested.sorted() == [1, 2, 3], "…but each photo was asked for once")
    }

    @Test("closed while photos are on their way, the module cancels their requests and is released")
    func closingCancels() async throws {
        let store = ModuleTestStore(Fixtures.module(service))
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        try await eventually("three photo requests") { service.pending.count == 3 }
        service.answerWithPhoto(1)
        await store.receive(Fixtures.photoArrived(alice, GatedEmployeesService.photo(of: 1)))
        // Closing the screen, as Back does, cancels the module's work; `finish` then checks that
        // nothing more was shown and that the module is released.
        store.navigator.popTop()
        await store.finish()
        #expect(service.cancelled.sorted() == [2, 3])
        #expect(service.pending.isEmpty)
    }
}
