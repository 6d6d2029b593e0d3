import Domain
import Fakes
import Testing
import ViperKit
import ViperKitTesting

/// The items list's window over a long list, through its screen: only the pages the window covers
/// are asked for, at most 8 are kept, and a page that fails is not asked for again until Try again.
@MainActor
@Suite("Items list paging")
struct ItemsListPagingTests {
    typealias Fixtures = ItemsListFixtures

    @Test("scrolling to 999,950 of a million shows Loading… placeholders, asks for that one page, then shows the last 50")
    func scrollToEnd() async {
        let items = FakeItemsService(generatedCount: 1_000_000)
        let store = await Fixtures.loadedStore(items)
        store.send(.scroll(section: "items", offset: 999_950)) {
            $0.sections = [Fixtures.section(offset: 999_950, total: 1_000_000, placeholders: true)]
        }
        #expect(store.screen.sections.first?.rows.first == ScreenRow(id: "placeholder-999950", kind: .placeholder, title: "Loading…"))
        await store.receive {
            $0.sections = [Fixtures.section(offset: 999_950, total: 1_000_000)]
        }
        #expect(store.screen.sections.first?.rows.map(\.id).last == "1000000")
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 999_950, limit: 50)])
        await store.finish()
    }

    @Test("an offset before the list shows its start and asks for nothing", arguments: [-10, Int.min])
    func scrollBeforeStart(offset: Int) async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await Fixtures.loadedStore(items)
        store.send(.scroll(section: "items", offset: offset))
        #expect(items.calls == [.items(offset: 0, limit: 50)])
        await store.finish()
    }

    @Test(
        "an offset in or past the last page shows the rows from there to the end, asking only for that page",
        arguments: [(119, 119), (120, 100), (5_000, 100), (Int.max, 100)]
    )
    func scrollToLastPage(offset: Int, shown: Int) async {
        let items = FakeItemsService(items: FakeItems.make(120))
        let store = await Fixtures.loadedStore(items)
        store.send(.scroll(section: "items", offset: offset)) {
            $0.sections = [Fixtures.section(offset: shown, total: 120, placeholders: true)]
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: shown, total: 120)]
        }
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 100, limit: 50)])
        await store.finish()
    }

    @Test("a window across two pages asks for both")
    func windowAcrossPages() async {
        let items = FakeItemsService(generatedCount: 1_000)
        // The two pages answer in either order, so only where the screen settles is asserted.
        let store = ModuleTestStore(Fixtures.builder(items).build(), exhaustivity: .off)
        store.send(.load)
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(canDeleteAll: true)
            $0.sections = [Fixtures.section(offset: 0, total: 1_000)]
        }
        store.send(.scroll(section: "items", offset: 425))
        await store.receive {
            $0.sections = [Fixtures.section(offset: 425, total: 1_000)]
        }
        #expect(items.calls.first == .items(offset: 0, limit: 50))
        #expect(Set(items.calls.dropFirst()) == [.items(offset: 400, limit: 50), .items(offset: 450, limit: 50)])
        #expect(items.calls.count == 3)
        await store.finish()
    }

    @Test("however far the user scrolls, only the 8 pages used last are kept: going back to one asks nothing, to an older one asks again")
    func boundedCache() async {
        let items = FakeItemsService(generatedCount: 1_000_000)
        let store = await Fixtures.loadedStore(items)
        for page in 1 ... 40 {
            store.send(.scroll(section: "items", offset: page * 50)) {
                $0.sections = [Fixtures.section(offset: page * 50, total: 1_000_000, placeholders: true)]
            }
            await store.receive {
                $0.sections = [Fixtures.section(offset: page * 50, total: 1_000_000)]
            }
        }
        #expect(items.calls.count == 41)
        store.send(.scroll(section: "items", offset: 33 * 50)) {
            $0.sections = [Fixtures.section(offset: 33 * 50, total: 1_000_000)]
        }
        #expect(items.calls.count == 41, "page 33 is one of the last 8")
        store.send(.scroll(section: "items", offset: 0)) {
            $0.sections = [Fixtures.section(offset: 0, total: 1_000_000, placeholders: true)]
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 1_000_000)]
        }
        #expect(items.calls.count == 42)
        #expect(items.calls.last == .items(offset: 0, limit: 50), "an evicted page is asked for again")
        await store.finish()
    }

    @Test("a later page that fails shows a notice with Try again and keeps its placeholders; it is not asked again until Try again")
    func laterPageFails() async {
        let items = FakeItemsService(generatedCount: 1_000)
        let store = await Fixtures.loadedStore(items)
        items.failNextCall(with: .unreachable)
        store.send(.scroll(section: "items", offset: 500)) {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000, placeholders: true)]
        }
        await store.receive {
            $0.notice = "Some items couldn't be loaded. \(ServiceErrorWording.standard.message(for: .unreachable))"
            $0.actions = Fixtures.actions(canDeleteAll: true, retry: true)
        }
        #expect(store.screen.status == .ready)
        store.send(.scroll(section: "items", offset: 500))
        #expect(items.calls.count == 2, "a failed page is not asked again by scrolling")
        store.send(.action("retry", form: [:])) {
            $0.notice = nil
            $0.actions = Fixtures.actions(canDeleteAll: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000)]
        }
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 500, limit: 50), .items(offset: 500, limit: 50)])
        await store.finish()
    }

    @Test("when the list shrank meanwhile, the window moves back into it")
    func listShrank() async {
        let items = FakeItemsService(items: FakeItems.make(1_000))
        let store = await Fixtures.loadedStore(items)
        _ = try? await items.deleteAll()
        store.send(.scroll(section: "items", offset: 900)) {
            $0.sections = [Fixtures.section(offset: 900, total: 1_000, placeholders: true)]
        }
        await store.receive {
            $0.status = .empty("No items")
            $0.actions = Fixtures.actions(canDeleteAll: false, addSamples: true)
        }
        await store.receive {
            $0.sections = [Fixtures.section(offset: 0, total: 0)]
        }
        await store.finish()
    }

    @Test("a page on its way is not asked for again, however often the window returns to it before it arrives")
    func pageOnItsWay() async {
        let items = FakeItemsService(generatedCount: 1_000)
        let store = await Fixtures.loadedStore(items)
        items.holdCalls()
        store.send(.scroll(section: "items", offset: 500)) {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000, placeholders: true)]
        }
        store.send(.scroll(section: "items", offset: 0)) {
            $0.sections = [Fixtures.section(offset: 0, total: 1_000)]
        }
        store.send(.scroll(section: "items", offset: 500)) {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000, placeholders: true)]
        }
        items.releaseCalls()
        await store.receive {
            $0.sections = [Fixtures.section(offset: 500, total: 1_000)]
        }
        #expect(items.calls == [.items(offset: 0, limit: 50), .items(offset: 500, limit: 50)])
        await store.finish()
    }
}
