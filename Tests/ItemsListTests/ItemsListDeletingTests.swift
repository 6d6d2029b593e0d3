import Domain
import Fakes
import ItemsListPreviews
import Testing
import ViperKit
import ViperKitTesting

/// Delete all, through the list's screen: the confirmation, the popups after it, and what a delete
/// does to the page loads and to a list closed while it runs.
@MainActor
@Suite("Items list deleting")
struct ItemsListDeletingTests {
    typealias Fixtures = ItemsListFixtures

    @Test(
        "the Delete all confirmation the gallery and the snapshots show is this module's: the state's own declaration, placed, loads the list and asks"
    )
    func deleteAllConfirmationAsDeclared() async throws {
        let store = try ModuleTestStore(state: "the Delete all confirmation", of: ItemsListPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 120)]
        }
        await store.receive {
            $0.alert = Fixtures.confirmation
        }
        await store.finish()
    }

    @Test("Delete all asks first; Delete shows Deleting items…, then the list is empty with Success / Operation completed, and OK clears it")
    func deleteAll() async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await Fixtures.loadedStore(items)
        store.send(.action("delete-all", form: [:])) {
            $0.alert = Fixtures.confirmation
        }
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Deleting items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        store.send(.alert("confirm-delete"))
        await store.receive {
            $0.status = .empty("No items")
            $0.actions = Fixtures.actions(canDeleteAll: false, addSamples: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 0)]
        }
        await store.receive {
            $0.alert = Fixtures.message("Success", "Operation completed")
        }
        store.send(.alert("ok")) {
            $0.alert = nil
        }
        #expect(items.count == 0)
        #expect(items.calls == [.items(offset: 0, limit: 50), .deleteAll], "a second Delete while deleting is ignored")
        await store.finish()
    }

    @Test("the empty list offers Add sample items: Adding sample items…, then the list loads again from its first page with the sample items")
    func addSampleItems() async {
        let items = FakeItemsService()
        let store = await Fixtures.loadedStore(items)
        store.send(.action("add-samples", form: [:])) {
            $0.status = .loading("Adding sample items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        store.send(.action("add-samples", form: [:]))
        await store.receive { $0.status = .loading("Loading items…") }
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 50)]
        }
        #expect(items.count == 50)
        #expect(
            items.calls == [.items(offset: 0, limit: 50), .addSampleItems, .items(offset: 0, limit: 50)], "a second press while adding is ignored")
        await store.finish()
    }

    @Test("Cancel clears the confirmation and deletes nothing")
    func deleteAllCancelled() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let store = await Fixtures.loadedStore(items)
        store.send(.action("delete-all", form: [:])) {
            $0.alert = Fixtures.confirmation
        }
        store.send(.alert("cancel")) {
            $0.alert = nil
        }
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test(
        "a failed delete shows Error with the standard sentence for the failure, and the list stays",
        arguments: [ServiceError.timeout, .server(status: 500, message: "boom")]
    )
    func deleteAllFails(error: ServiceError) async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let store = await Fixtures.loadedStore(items)
        items.failNextCall(with: error)
        store.send(.action("delete-all", form: [:])) { $0.alert = Fixtures.confirmation }
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Deleting items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.alert = Fixtures.message("Error", ServiceErrorWording.standard.message(for: error))
        }
        store.send(.alert("ok")) {
            $0.alert = nil
        }
        #expect(items.count == 5)
        await store.finish()
    }

    @Test("a delete that ends while a page is on its way cancels that load, which then changes nothing")
    func deleteCancelsPageLoads() async throws {
        let items = FakeItemsService(items: FakeItems.make(1_000))
        let store = await Fixtures.loadedStore(items)
        items.holdCalls(of: [.items])
        store.send(.scroll(section: "items", offset: 500)) {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000, placeholders: true)]
        }
        try await eventually("the page load reached the service") { items.heldCallCount == 1 }
        store.send(.action("delete-all", form: [:])) { $0.alert = Fixtures.confirmation }
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Deleting items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        await store.receive {
            $0.status = .empty("No items")
            $0.actions = Fixtures.actions(canDeleteAll: false, addSamples: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 0)]
        }
        await store.receive {
            $0.alert = Fixtures.message("Success", "Operation completed")
        }
        store.send(.alert("ok")) {
            $0.alert = nil
        }
        await store.finish()
        #expect(items.cancelledCalls == [.items(offset: 500, limit: 50)])
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 500, limit: 50), .deleteAll])
    }

    @Test("the root replaced while a slow delete runs (as logging out does) releases the list and cancels the delete; nothing is deleted")
    func releasedWhileDeleting() async throws {
        let items = FakeItemsService(items: FakeItems.make(20))
        let store = await Fixtures.loadedStore(items)
        items.holdCalls()
        store.send(.action("delete-all", form: [:])) { $0.alert = Fixtures.confirmation }
        store.send(.alert("confirm-delete")) {
            $0.alert = nil
            $0.status = .loading("Deleting items…")
            $0.actions = Fixtures.actions(canDeleteAll: false)
        }
        try await eventually("the delete reached the service") { items.calls.count == 2 }
        store.navigator.replaceRoot(with: .standIn(name: "Login", route: Route("/login"), title: "Log in"))
        await store.receive(.replaceRoot(Route("/login")))
        await store.finish()
        #expect(items.cancelledCalls == [.deleteAll])
        #expect(items.count == 20)
    }
}
