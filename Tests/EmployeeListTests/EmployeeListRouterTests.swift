import EmployeeList
import Testing

@MainActor
@Suite("Employee list router")
struct EmployeeListRouterTests {
    @Test("reports a selection to the delegate")
    func reports() {
        let delegate = EmployeeListDelegateSpy()
        let router = EmployeeListDefaultRouter(delegate: delegate)
        router.notifyDidSelect(EmployeeListSampleDataSource.record(at: 4))
        #expect(delegate.selected == ["5"])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: EmployeeListDelegateSpy? = EmployeeListDelegateSpy()
        let router = EmployeeListDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSelect(EmployeeListSampleDataSource.record(at: 0))
    }

    @Test("selecting a row in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = EmployeeListDelegateSpy()
        let (module, _) = await EmployeeListFixtures.shownModule(delegate: delegate)
        module.view.handle(.select(section: EmployeeListDefaultView.recordsSectionID, row: "2"))
        #expect(delegate.selected == ["2"])
        #expect(module.view.screen.alert?.title == "Employee list 2")
    }
}
