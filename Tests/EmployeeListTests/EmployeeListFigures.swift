import EmployeeListInterface
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
    @Test("time to the list and to every photo with Alice's photo delayed 5 s")
    func slowPhoto() async {
        let service = SlowPhotoEmployeesService(base: FakeEmployeesService(), slowEmployeeID: 1, delay: .seconds(5))
        let navigator = RecordingNavigator()
        let module = EmployeeListDefaultBuilder(employees: service).build(input: EmployeeListInput(), delegate: nil)
        let clock = ContinuousClock()
        let start = clock.now
        navigator.show(module)
        while module.view.screen.status != .ready {
            try? await Task.sleep(for: .milliseconds(1))
        }
        let listShown = start.duration(to: clock.now)
        let photosShownThen = module.view.screen.sections.filter { $0.rows.first?.image?.url != nil }.count
        await module.activity.settle()
        let allDone = start.duration(to: clock.now)
        print(
            "FIGURE employee list, one photo 5 s late: list shown after \(listShown) with \(photosShownThen) photo(s); every photo after \(allDone)")
        #expect(module.view.screen.status == .ready)
    }
}
