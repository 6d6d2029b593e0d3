import Domain
import Fakes
import Testing
import ViperKit

@testable import ItemDetail

@MainActor
@Suite("Item detail presenter")
struct ItemDetailPresenterTests {
    @Test("on load it shows Item and Loading item…, and asks for its item")
    func load() {
        let (presenter, view, interactor, _) = ItemDetailFixtures.presenter(id: 3)
        presenter.viewDidLoad()
        #expect(view.last?.title == "Item")
        #expect(view.last?.status == .loading("Loading item…"))
        #expect(view.last?.rows.isEmpty == true)
        #expect(view.last?.toggleTitle == nil)
        #expect(interactor.loads == [3])
    }

    @Test("an enabled item shows its name, creation date, Enabled in green and a Disable button")
    func enabledItem() throws {
        let (presenter, view, _, _) = ItemDetailFixtures.presenter(id: 3)
        presenter.viewDidLoad()
        presenter.didLoad(FakeItems.item(id: 3))
        let shown = try #require(view.last)
        #expect(shown.title == "Item 3")
        #expect(shown.status == .ready)
        #expect(
            shown.rows == [
                ItemDetailRowViewModel(id: "name", title: "Item 3"),
                ItemDetailRowViewModel(id: "created", title: "Created", detail: "14 Nov 2023 at 22:16"),
                ItemDetailRowViewModel(id: "status", title: "Status", detail: "Enabled", tone: .positive),
            ])
        #expect(shown.toggleTitle == "Disable")
        #expect(shown.isToggleEnabled)
    }

    @Test("a disabled item shows Disabled in red and an Enable button")
    func disabledItem() {
        let (presenter, view, _, _) = ItemDetailFixtures.presenter(id: 4)
        presenter.didLoad(FakeItems.item(id: 4))
        #expect(view.last?.rows.last == ItemDetailRowViewModel(id: "status", title: "Status", detail: "Disabled", tone: .negative))
        #expect(view.last?.toggleTitle == "Enable")
    }

    @Test("a missing item says it no longer exists, with nothing to retry")
    func missing() {
        let (presenter, view, interactor, _) = ItemDetailFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.notFound)
        #expect(view.last?.status == .failed("This item no longer exists."))
        #expect(view.last?.retryTitle == nil)
        presenter.didTapRetry()
        #expect(interactor.loads.count == 1)
    }

    @Test("another load failure shows its message with a retry that loads again")
    func loadFailsThenRetry() {
        let (presenter, view, interactor, _) = ItemDetailFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.unreachable)
        #expect(view.last?.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        presenter.didTapRetry()
        #expect(view.last?.status == .loading("Loading item…"))
        #expect(interactor.loads == [3, 3])
    }

    @Test("toggling disables the button while saving and asks to flip the state")
    func toggle() {
        let (presenter, view, interactor, _) = ItemDetailFixtures.presenter()
        presenter.didLoad(FakeItems.item(id: 3))
        presenter.didTapToggle()
        #expect(view.last?.isToggleEnabled == false)
        #expect(view.last?.toggleTitle == "Disable")
        #expect(interactor.changes == [.init(enabled: false, id: 3)])
        presenter.didTapToggle()
        #expect(interactor.changes.count == 1, "a second press while saving is ignored")
    }

    @Test("toggling before the item is loaded does nothing")
    func toggleBeforeLoad() {
        let (presenter, _, interactor, _) = ItemDetailFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didTapToggle()
        #expect(interactor.changes.isEmpty)
    }

    @Test("a saved change is shown and reported through the router")
    func saved() {
        let (presenter, view, _, router) = ItemDetailFixtures.presenter()
        presenter.didLoad(FakeItems.item(id: 3))
        presenter.didTapToggle()
        var saved = FakeItems.item(id: 3)
        saved.enabled = false
        presenter.didSave(saved)
        #expect(view.last?.rows.last?.detail == "Disabled")
        #expect(view.last?.toggleTitle == "Enable")
        #expect(view.last?.isToggleEnabled == true)
        #expect(router.updates == [saved])
    }

    @Test("a failed save shows Error with a clear message and keeps the shown state")
    func saveFails() {
        let (presenter, view, _, router) = ItemDetailFixtures.presenter()
        presenter.didLoad(FakeItems.item(id: 3))
        let before = view.last
        presenter.didTapToggle()
        presenter.didFailToSave(.unreachable)
        #expect(
            view.message
                == .init(
                    title: "Error", message: "Can't reach the server. Check your connection and try again.", dismissTitle: "OK"
                ))
        #expect(view.last == before)
        #expect(router.updates.isEmpty)
        presenter.didDismissMessage()
        #expect(view.message == nil)
    }
}
