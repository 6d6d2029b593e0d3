import Domain
import Fakes
import Testing
import ViperKit

@testable import ItemDetail

@MainActor
@Suite("Item detail interactor")
struct ItemDetailInteractorTests {
    let items = FakeItemsService(items: FakeItems.make(5))
    let activity = ModuleActivity()
    let output = ItemDetailOutputSpy()

    func makeInteractor() -> ItemDetailDefaultInteractor {
        let interactor = ItemDetailDefaultInteractor(items: items, activity: activity)
        interactor.output = output
        return interactor
    }

    @Test("loads the item and reports it")
    func loads() async {
        let interactor = makeInteractor()
        interactor.loadItem(id: 2)
        await activity.idle()
        #expect(output.loaded == [FakeItems.item(id: 2)])
    }

    @Test("reports a missing item as not found")
    func missing() async {
        let interactor = makeInteractor()
        interactor.loadItem(id: 99)
        await activity.idle()
        #expect(output.loadFailures == [.notFound])
    }

    @Test("saves the change and reports the item as saved")
    func saves() async {
        let interactor = makeInteractor()
        interactor.setEnabled(false, id: 1)
        await activity.idle()
        #expect(output.saved.map(\.enabled) == [false])
        #expect(items.storedItem(id: 1)?.enabled == false)
    }

    @Test("reports a failed save, and the item is unchanged")
    func saveFails() async {
        items.failNextCall(with: .unreachable, of: .setEnabled)
        let interactor = makeInteractor()
        interactor.setEnabled(false, id: 1)
        await activity.idle()
        #expect(output.saveFailures == [.unreachable])
        #expect(items.storedItem(id: 1)?.enabled == true)
    }

    @Test("work cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = makeInteractor()
        items.delay = .seconds(60)
        interactor.loadItem(id: 1)
        interactor.setEnabled(false, id: 1)
        while items.calls.count < 2 { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(Set(items.cancelledCalls) == [.item(id: 1), .setEnabled(false, id: 1)])
        #expect(output.reportCount == 0)
        #expect(items.storedItem(id: 1)?.enabled == true)
    }
}
