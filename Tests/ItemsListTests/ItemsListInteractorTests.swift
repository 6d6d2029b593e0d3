import Domain
import Fakes
@testable import ItemsList
import Testing
import ViperKit

@MainActor
@Suite("Items list interactor")
struct ItemsListInteractorTests {
    let items = FakeItemsService(items: FakeItems.make(120))
    let activity = ModuleActivity()
    let output = ItemsListOutputSpy()

    func makeInteractor() -> ItemsListDefaultInteractor {
        let interactor = ItemsListDefaultInteractor(items: items, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("loads the page asked for and reports it with the total")
    func loadsPage() async {
        let interactor = makeInteractor()
        interactor.loadPage(offset: 50, limit: 50)
        await activity.idle()
        #expect(items.calls == [.items(offset: 50, limit: 50)])
        #expect(output.pages.map(\.offset) == [50])
        #expect(output.pages.first?.total == 120)
        #expect(output.pages.first?.items.map(\.id) == Array(51 ... 100))
    }

    @Test("a load of a page already on its way is not started twice")
    func coalesces() async {
        let interactor = makeInteractor()
        items.delay = .milliseconds(20)
        interactor.loadPage(offset: 0, limit: 50)
        interactor.loadPage(offset: 0, limit: 50)
        await activity.idle()
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        #expect(output.pages.count == 1)
        interactor.loadPage(offset: 0, limit: 50)
        await activity.idle()
        #expect(items.calls.count == 2, "once answered, the page can be asked for again")
    }

    @Test("reports a failed page with its offset")
    func pageFails() async {
        let interactor = makeInteractor()
        items.failNextCall(with: .unreachable)
        interactor.loadPage(offset: 100, limit: 50)
        await activity.idle()
        #expect(output.pageFailures.map(\.offset) == [100])
        #expect(output.pageFailures.map(\.error) == [.unreachable])
    }

    @Test("cancelled page loads report nothing and their calls are cancelled")
    func cancelsPageLoads() async {
        let interactor = makeInteractor()
        items.delay = .seconds(60)
        interactor.loadPage(offset: 0, limit: 50)
        interactor.loadPage(offset: 50, limit: 50)
        while items.calls.count < 2 { await Task.yield() }
        interactor.cancelPageLoads()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(Set(items.cancelledCalls) == [.items(offset: 0, limit: 50), .items(offset: 50, limit: 50)])
        #expect(output.reportCount == 0)
    }

    @Test("deletes every item and reports how many")
    func deletesAll() async {
        let interactor = makeInteractor()
        interactor.deleteAll()
        await activity.idle()
        #expect(output.deletedCounts == [120])
        #expect(items.count == 0)
    }

    @Test("a second delete while one runs is ignored")
    func deleteOnce() async {
        let interactor = makeInteractor()
        items.delay = .milliseconds(20)
        interactor.deleteAll()
        interactor.deleteAll()
        await activity.idle()
        #expect(items.calls == [.deleteAll])
    }

    @Test("reports a failed delete")
    func deleteFails() async {
        let interactor = makeInteractor()
        items.failNextCall(with: .server(status: 503, message: "down"))
        interactor.deleteAll()
        await activity.idle()
        #expect(output.deleteFailures == [.server(status: 503, message: "down")])
        #expect(items.count == 120)
    }

    @Test("work cancelled because the module closed reports nothing")
    func moduleClosed() async {
        let interactor = makeInteractor()
        items.delay = .seconds(60)
        interactor.loadPage(offset: 0, limit: 50)
        interactor.deleteAll()
        while items.calls.count < 2 { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(items.cancelledCalls.count == 2)
        #expect(output.reportCount == 0)
        #expect(items.count == 120)
    }
}
