import Domain
import Fakes
import Foundation
import ItemDetailInterface
import ItemDetailNext
import ViperKit

/// The item detail's named states, over a fake items service.
public enum ItemDetailNextPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("loaded") { detail(FakeItemsService(generatedCount: 20), in: $0) },
        ModulePreview("failed") { language in
            let items = FakeItemsService(generatedCount: 20)
            items.failNextCall(with: .unreachable, of: .item)
            return detail(items, in: language)
        },
    ]

    /// Item 3's detail over `items` in `language`, dates in UTC.
    @MainActor
    static func detail(_ items: FakeItemsService, in language: Language) -> Module {
        ItemDetailNextDefaultBuilder(items: items, timeZone: TimeZone(identifier: "UTC")!, language: language)
            .build(input: ItemDetailInput(id: 3), delegate: nil)
    }
}
