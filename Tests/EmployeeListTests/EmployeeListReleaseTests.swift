import EmployeeListInterface
import EmployeeListTesting
import Fakes
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Employee list release")
struct EmployeeListReleaseTests {
    @Test("the module is released when closed after a call, and its delegate is not retained")
    func releasedAfterCall() async throws {
        let navigator = RecordingNavigator()
        var delegate: EmployeeListDelegateSpy? = EmployeeListDelegateSpy()
        var module: Module? = EmployeeListDefaultBuilder(employees: FakeEmployeesService())
            .build(input: EmployeeListInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.settle()
        let call = try #require(module!.view.screen.rowID("Call", in: "employee-2"))
        module!.view.handle(.select(section: "employee-2", row: call))
        #expect(delegate?.opened.count == 1)
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow load is in flight, and the load is cancelled")
    func releasedWhileLoading() async {
        let employees = FakeEmployeesService()
        employees.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = EmployeeListDefaultBuilder(employees: employees).build(input: EmployeeListInput(), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while employees.calls.isEmpty { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(employees.cancelledCalls == [.employees])
    }
}
