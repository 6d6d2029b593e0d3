import Domain
import EmployeeList
import Testing
import ViperKit

@MainActor
@Suite("Employee list interactor")
struct EmployeeListInteractorTests {
    let activity = ModuleActivity()
    let output = EmployeeListOutputSpy()

    func makeInteractor(_ dataSource: EmployeeListSampleDataSource) -> EmployeeListDefaultInteractor {
        let interactor = EmployeeListDefaultInteractor(dataSource: dataSource, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("loads a page and reports it")
    func loads() async {
        let interactor = makeInteractor(EmployeeListSampleDataSource(count: 42))
        interactor.loadPage(offset: 40, limit: 20)
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.pages.map(\.records.count) == [2])
        #expect(output.pages.first?.total == 42)
    }

    @Test("reports a failure")
    func fails() async {
        let interactor = makeInteractor(EmployeeListSampleDataSource(failure: .unreachable))
        interactor.loadPage(offset: 0, limit: 20)
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.failures == [.unreachable])
    }

    @Test("a load cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = makeInteractor(EmployeeListSampleDataSource(delay: .seconds(60)))
        interactor.loadPage(offset: 0, limit: 20)
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        withExtendedLifetime(interactor) {}
        #expect(output.reportCount == 0)
    }
}
