import Domain
import Fakes
import Testing
import ViperKit

@testable import ItemsList

/// What the screen cannot show: the interactor's own guards, which the presenter never puts to the
/// test (it asks for a page once and cancels page loads together with its own bookkeeping).
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

    @Test("a load of a page already on its way is not started twice; once answered it can be asked again")
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
}
