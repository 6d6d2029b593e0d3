import Domain
import Fakes
import Foundation
import ItemDetailTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ItemsList

/// The items list's builder over fakes, and the parts of the screens it shows.
@MainActor
enum ItemsListFixtures {
    static let utc = TimeZone(identifier: "UTC")!

    /// A builder over `items`, opening details through `detail`, writing dates in `timeZone` and
    /// speaking `language`.
    static func builder(
        _ items: FakeItemsService,
        detail: ItemDetailBuilderSpy = ItemDetailBuilderSpy(),
        timeZone: TimeZone = utc,
        language: Language = .english
    ) -> ItemsListDefaultBuilder {
        ItemsListDefaultBuilder(items: items, detail: detail, timeZone: timeZone, language: language)
    }

    /// The list over `items`, opening details through `detail`, its first page asserted: Loading
    /// items…, then the status and toolbar, then the rows (a page arriving is two screen changes).
    static func loadedStore(
        _ items: FakeItemsService,
        detail: ItemDetailBuilderSpy = ItemDetailBuilderSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let store = ModuleTestStore(builder(items, detail: detail).build(), sourceLocation: sourceLocation)
        let total = items.count
        store.send(.load, loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation) {
            $0.status = total == 0 ? .empty("No items") : .ready
            $0.actions = actions(canDeleteAll: total > 0, addSamples: total == 0)
        }
        await store.receive(sourceLocation: sourceLocation) {
            $0.sections = [section(offset: 0, total: total)]
        }
        return store
    }

    /// The row of sample item `id`: its name over its date (in `timeZone` and `language`), green
    /// when enabled, red when not. (The date's format itself is spelled out in the tests of the
    /// first rows.)
    static func row(_ id: Int64, timeZone: TimeZone = utc, language: Language = .english) -> ScreenRow {
        let item = FakeItems.item(id: id)
        return ScreenRow(
            id: String(id),
            kind: .subtitle,
            title: item.name,
            detail: Formatting(timeZone: timeZone, language: language).dayAndTime(item.date),
            tone: item.enabled ? .positive : .negative,
            isSelectable: true
        )
    }

    /// The items section showing rows `offset ..< offset + 50` of `total` sample items, or
    /// Loading… placeholders in their place while their page is on its way.
    static func section(
        offset: Int, total: Int, placeholders: Bool = false, timeZone: TimeZone = utc, language: Language = .english
    ) -> ScreenSection {
        let window = RowWindow(offset: offset, pageSize: 50, total: total)
        let rows = window.indices.map { index in
            placeholders
                ? ScreenRow(id: "placeholder-\(index)", kind: .placeholder, title: "Loading…")
                : row(Int64(index) + 1, timeZone: timeZone, language: language)
        }
        return ScreenSection(id: "items", rows: rows, window: window)
    }

    /// The toolbar: Delete all, and Try again when something failed.
    static func actions(canDeleteAll: Bool, retry: Bool = false, addSamples: Bool = false) -> [ScreenAction] {
        [ScreenAction(id: "delete-all", title: "Delete all", role: .destructive, isEnabled: canDeleteAll)]
            + (addSamples ? [ScreenAction(id: "add-samples", title: "Add sample items", role: .primary)] : [])
            + (retry ? [ScreenAction(id: "retry", title: "Try again", role: .primary)] : [])
    }

    /// What opening changes: the title, Loading items… and Delete all disabled.
    static func loading(_ screen: inout Screen) {
        screen.title = "Items"
        screen.status = .loading("Loading items…")
        screen.actions = actions(canDeleteAll: false)
    }

    /// What opening changes in German: the title, Artikel werden geladen… and Alle löschen disabled.
    static func germanLoading(_ screen: inout Screen) {
        screen.title = "Artikel"
        screen.status = .loading("Artikel werden geladen…")
        screen.actions = [ScreenAction(id: "delete-all", title: "Alle löschen", role: .destructive, isEnabled: false)]
    }

    /// The popup asking to confirm Delete all.
    static let confirmation = ScreenAlert(
        title: "Delete all items?",
        message: "Every item will be deleted. This cannot be undone.",
        actions: [
            ScreenAction(id: "confirm-delete", title: "Delete", role: .destructive),
            ScreenAction(id: "cancel", title: "Cancel", role: .cancel),
        ]
    )

    /// The popup a message shows, with its OK button.
    static func message(_ title: String, _ message: String) -> ScreenAlert {
        ScreenAlert(title: title, message: message, actions: [ScreenAction(id: "ok", title: "OK", role: .primary)])
    }
}
