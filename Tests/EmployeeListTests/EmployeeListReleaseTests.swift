import EmployeeList
import EmployeeListInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Employee list release")
struct EmployeeListReleaseTests {
    @Test("the module is released when closed after a selection, and its delegate is not retained")
    func releasedAfterSelection() async {
        let navigator = RecordingNavigator()
        var delegate: EmployeeListDelegateSpy? = EmployeeListDelegateSpy()
        var module: Module? = EmployeeListDefaultBuilder().build(input: EmployeeListInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(.select(section: EmployeeListDefaultView.recordsSectionID, row: "1"))
        #expect(delegate?.selected == ["1"])
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow page loads, and the load is cancelled")
    func releasedWhileLoading() async {
        let navigator = RecordingNavigator()
        let dataSource = EmployeeListSampleDataSource(delay: .seconds(60))
        var module: Module? = EmployeeListDefaultBuilder(dataSource: dataSource).build(input: EmployeeListInput(), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        #expect(activity.isBusy)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
    }
}
