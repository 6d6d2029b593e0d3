import Fakes
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// Prints how long the list takes to show when one photo is 5 s late. A figure, not an
/// assertion; run with `EMPLOYEE_LIST_FIGURES=1`.
@MainActor
@Suite("Employee list figures", .enabled(if: ProcessInfo.processInfo.environment["EMPLOYEE_LIST_FIGURES"] != nil))
struct EmployeeListFigures {
    typealias Fixtures = EmployeeListFixtures

    @Test("time to the list and to every photo with Alice's photo delayed 5 s")
    func slowPhoto() async throws {
        let service = SlowPhotoEmployeesService(base: FakeEmployeesService(), slowEmployeeID: 1, delay: .seconds(5))
        let store = ModuleTestStore(Fixtures.module(service))
        let clock = ContinuousClock()
        let start = clock.now
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        let listShown = start.duration(to: clock.now)
        // Chloé's photo comes at once, Bruno's is gone (nothing changes), Alice's is 5 s late.
        await store.receive(Fixtures.photoArrived(FakeEmployees.chloe, try #require(FakeEmployees.photos[3])))
        await store.receive(Fixtures.photoArrived(FakeEmployees.alice, try #require(FakeEmployees.photos[1])))
        let allShown = start.duration(to: clock.now)
        print("FIGURE employee list, one photo 5 s late: list shown after \(listShown), with initials; every photo after \(allShown)")
        await store.finish()
    }
}
