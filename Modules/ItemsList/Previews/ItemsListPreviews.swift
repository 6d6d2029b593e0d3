import Domain
import Fakes
import Foundation
import ItemDetailInterface
import ItemsList
import ViperKit

/// The items list's named states, over a fake items service: what the gallery draws, the snapshot
/// tests record and the module tests start from.
public enum ItemsListPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("loaded") { list(FakeItemsService(generatedCount: 120), in: $0) },
        ModulePreview("empty") { list(FakeItemsService(), in: $0) },
        ModulePreview("loading", atRest: false) { language in
            let items = FakeItemsService(generatedCount: 120)
            items.holdCalls()
            return list(items, in: language)
        },
        ModulePreview("a page failed", events: [.scroll(section: "items", offset: 100)]) { language in
            let items = FakeItemsService(generatedCount: 300)
            items.failCall(.items(offset: 100, limit: 50), with: .unreachable)
            return list(items, in: language)
        },
        ModulePreview("the offline copy") { language in
            let items = FakeItemsService(generatedCount: 120)
            items.source = .cache(savedAt: FakeOrderData.cacheDate)
            return list(items, in: language)
        },
        ModulePreview("the Delete all confirmation", events: [.action("delete-all", form: [:])]) {
            list(FakeItemsService(generatedCount: 120), in: $0)
        },
    ]

    /// The list over `items` in `language`, dates in UTC so every drawing is the same.
    @MainActor
    static func list(_ items: FakeItemsService, in language: Language) -> Module {
        ItemsListDefaultBuilder(items: items, detail: NoDetail(), timeZone: TimeZone(identifier: "UTC")!, language: language).build()
    }

    /// The detail a selected row would open: a placeholder, as a preview builds no other feature.
    struct NoDetail: ItemDetailBuilding {
        func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
            .placeholder(named: "ItemDetail", route: ItemDetailRoute.route(for: input.id))
        }
    }
}
