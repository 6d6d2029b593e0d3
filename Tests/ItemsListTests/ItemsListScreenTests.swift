import Domain
import Fakes
@testable import ItemsList
import Testing
import ViperKit
import ViperKitTesting

/// The module as a shell sees it: events in, screens out, over a fake service.
@MainActor
@Suite("Items list screen")
struct ItemsListScreenTests {
    @Test("shows the first 50 items as selectable rows: name, date, green when enabled and red when not")
    func firstWindow() async throws {
        let (module, _) = await ItemsListFixtures.shownModule(FakeItemsService(items: FakeItems.make(120)))
        let section = try #require(module.view.screen.items)
        #expect(section.window == RowWindow(offset: 0, pageSize: 50, total: 120))
        #expect(section.rows.count == 50)
        #expect(section.rows[0] == ScreenRow(
            id: "1", kind: .subtitle, title: "Item 1", detail: "14 Nov 2023 at 22:14", tone: .positive, isSelectable: true
        ))
        #expect(section.rows[1].tone == .negative)
        #expect(module.view.screen.action("delete-all") == ScreenAction(id: "delete-all", title: "Delete all", role: .destructive))
    }

    @Test("a million items open with exactly one page request, like a hundred")
    func millionOpensLikeHundred() async throws {
        let million = FakeItemsService(generatedCount: 1_000_000)
        let hundred = FakeItemsService(generatedCount: 100)
        let (large, _) = await ItemsListFixtures.shownModule(million)
        let (small, _) = await ItemsListFixtures.shownModule(hundred)
        #expect(million.calls == [.items(offset: 0, limit: 50)])
        #expect(hundred.calls == million.calls)
        #expect(large.view.screen.items?.rows.count == 50)
        #expect(small.view.screen.items?.rows.count == 50)
        #expect(large.view.screen.items?.window?.total == 1_000_000)
    }

    @Test("scrolling to offset 999,950 of a million asks for one page and shows the last 50")
    func scrollToEnd() async throws {
        let million = FakeItemsService(generatedCount: 1_000_000)
        let (module, _) = await ItemsListFixtures.shownModule(million)
        module.view.handle(.scroll(section: "items", offset: 999_950))
        await module.activity.idle()
        #expect(million.calls == [.items(offset: 0, limit: 50), .items(offset: 999_950, limit: 50)])
        #expect(module.view.screen.itemIDs == Array(999_951 ... 1_000_000))
        #expect(module.view.screen.items?.window == RowWindow(offset: 999_950, pageSize: 50, total: 1_000_000))
    }

    @Test("rows of a page on its way are Loading… placeholders until it arrives")
    func placeholders() async throws {
        let items = FakeItemsService(generatedCount: 1_000)
        let (module, _) = await ItemsListFixtures.shownModule(items)
        items.delay = .milliseconds(30)
        module.view.handle(.scroll(section: "items", offset: 500))
        let rows = try #require(module.view.screen.items?.rows)
        #expect(rows.count == 50)
        #expect(rows.allSatisfy { $0.kind == .placeholder && $0.title == "Loading…" && !$0.isSelectable })
        await module.activity.idle()
        #expect(module.view.screen.itemIDs == Array(501 ... 550))
    }

    @Test("scrolling past the end is clamped to the last page")
    func scrollPastEnd() async {
        let (module, _) = await ItemsListFixtures.shownModule(FakeItemsService(items: FakeItems.make(120)))
        module.view.handle(.scroll(section: "items", offset: 10_000))
        await module.activity.idle()
        #expect(module.view.screen.items?.window?.offset == 100)
        #expect(module.view.screen.itemIDs == Array(101 ... 120))
    }

    @Test("an empty list says No items with Delete all disabled")
    func emptyList() async {
        let (module, _) = await ItemsListFixtures.shownModule(FakeItemsService())
        #expect(module.view.screen.status == .empty("No items"))
        #expect(module.view.screen.action("delete-all")?.isEnabled == false)
    }

    @Test("a failed first load shows the failure with a retry that works")
    func failedLoadAndRetry() async {
        let items = FakeItemsService(items: FakeItems.make(3))
        items.failNextCall(with: .unreachable)
        let (module, _) = await ItemsListFixtures.shownModule(items)
        #expect(module.view.screen.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(module.view.screen.action("retry")?.title == "Try again")
        module.view.handle(.action("retry", form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.itemIDs == [1, 2, 3])
        #expect(module.view.screen.action("retry") == nil)
    }

    @Test("Delete all: confirm, Success / Operation completed, OK clears it, and the list is empty")
    func deleteAllFlow() async throws {
        let items = FakeItemsService(items: FakeItems.make(120))
        let (module, _) = await ItemsListFixtures.shownModule(items)
        module.view.handle(.action("delete-all", form: [:]))
        let confirmation = try #require(module.view.screen.alert)
        #expect(confirmation.title == "Delete all items?")
        #expect(confirmation.message == "Every item will be deleted. This cannot be undone.")
        #expect(confirmation.actions == [
            ScreenAction(id: "confirm-delete", title: "Delete", role: .destructive),
            ScreenAction(id: "cancel", title: "Cancel", role: .cancel),
        ])
        module.view.handle(.alert("confirm-delete"))
        await module.activity.idle()
        #expect(module.view.screen.alert == ScreenAlert(
            title: "Success", message: "Operation completed", actions: [ScreenAction(id: "ok", title: "OK", role: .primary)]
        ))
        #expect(module.view.screen.status == .empty("No items"))
        #expect(module.view.screen.items?.rows.isEmpty == true)
        #expect(items.count == 0)
        module.view.handle(.alert("ok"))
        #expect(module.view.screen.alert == nil)
    }

    @Test("Cancel clears the confirmation and deletes nothing")
    func deleteAllCancel() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let (module, _) = await ItemsListFixtures.shownModule(items)
        module.view.handle(.action("delete-all", form: [:]))
        module.view.handle(.alert("cancel"))
        await module.activity.idle()
        #expect(module.view.screen.alert == nil)
        #expect(items.calls == [.items(offset: 0, limit: 50)])
    }

    @Test("a failed delete shows Error with a clear message, and the items stay")
    func deleteAllFails() async {
        let items = FakeItemsService(items: FakeItems.make(5))
        let (module, _) = await ItemsListFixtures.shownModule(items)
        items.failNextCall(with: .timeout)
        module.view.handle(.action("delete-all", form: [:]))
        module.view.handle(.alert("confirm-delete"))
        await module.activity.idle()
        #expect(module.view.screen.alert?.title == "Error")
        #expect(module.view.screen.alert?.message == "Can't reach the server. Check your connection and try again.")
        #expect(module.view.screen.alert?.actions.map(\.id) == ["ok"])
        #expect(module.view.screen.itemIDs == [1, 2, 3, 4, 5])
        module.view.handle(.alert("ok"))
        #expect(module.view.screen.alert == nil)
    }

    @Test("an item disabled in its detail turns its row red without reloading the list")
    func detailUpdatesRow() async throws {
        let items = FakeItemsService(items: FakeItems.make(10))
        let detail = ItemDetailBuilderSpy()
        let (list, navigator) = await ItemsListFixtures.shownModule(items, detail: detail)
        #expect(list.view.screen.items?.rows[2].tone == .positive)
        list.view.handle(.select(section: "items", row: "3"))
        #expect(navigator.top?.route.path == "/items/3")
        let delegate = try #require(detail.lastDelegate)
        var disabled = FakeItems.item(id: 3)
        disabled.enabled = false
        delegate.itemDetail(didUpdate: disabled)
        #expect(list.view.screen.items?.rows[2].tone == .negative)
        #expect(list.view.screen.items?.rows[1].tone == .negative, "other rows are untouched")
        #expect(list.view.screen.items?.rows[0].tone == .positive, "other rows are untouched")
        #expect(items.calls == [.items(offset: 0, limit: 50)])
    }
}
