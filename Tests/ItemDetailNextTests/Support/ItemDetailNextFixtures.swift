import Domain
import Fakes
import Foundation
import ItemDetailInterface
import ViperKit

@testable import ItemDetailNext

/// The item detail module built as the App builds it, over a fake items service, and the parts of
/// the screen it shows.
@MainActor
enum ItemDetailNextFixtures {
    static let utc = TimeZone(identifier: "UTC")!

    /// Selecting the status line, which flips the item's state.
    static let toggle = ViewEvent.select(section: "details", row: "status")
    /// The share button's event.
    static let share = ViewEvent.action("share", form: [:])
    /// The retry button's event.
    static let retry = ViewEvent.action("retry", form: [:])

    /// A builder over `items` writing dates in UTC and speaking `language`.
    static func builder(_ items: FakeItemsService, language: Language = .english) -> ItemDetailNextDefaultBuilder {
        ItemDetailNextDefaultBuilder(items: items, timeZone: utc, language: language)
    }

    /// The detail of item `id` over `items`, reporting to `delegate`, speaking `language`.
    static func module(
        _ items: FakeItemsService,
        id: Int64 = 3,
        delegate: (any ItemDetailDelegate)? = nil,
        language: Language = .english
    ) -> Module {
        builder(items, language: language).build(input: ItemDetailInput(id: id), delegate: delegate)
    }

    /// A fake holding items 1 to 5: the odd ones enabled, the even ones disabled.
    static func items() -> FakeItemsService {
        FakeItemsService(items: FakeItems.make(5))
    }

    /// What loading changes on the screen: the placeholder title and Loading item….
    static func loading(_ screen: inout Screen) {
        screen.title = "Item"
        screen.status = .loading("Loading item…")
    }

    /// What the item arriving (or being saved) changes: its name, its details (the status line
    /// selectable, saying what selecting it does) and Share.
    static func shown(_ item: Item) -> (inout Screen) -> Void {
        { screen in
            screen.title = item.name
            screen.status = .ready
            screen.sections = [
                ScreenSection(
                    id: "details",
                    rows: [
                        ScreenRow(id: "name", title: item.name),
                        ScreenRow(id: "created", title: "Created", detail: Formatting(timeZone: utc).dayAndTime(item.date)),
                        ScreenRow(
                            id: "status",
                            title: "Status",
                            detail: item.enabled ? "Enabled · select to disable" : "Disabled · select to enable",
                            tone: item.enabled ? .positive : .negative,
                            isSelectable: true
                        ),
                    ]
                )
            ]
            screen.actions = [ScreenAction(id: "share", title: "Share")]
        }
    }

    /// What selecting the status line changes at once: it says Saving… and cannot be selected
    /// until the answer.
    static func saving(_ screen: inout Screen) {
        screen.sections[0].rows[2].detail = "Saving…"
        screen.sections[0].rows[2].isSelectable = false
    }

    /// Sample item `id` with its state flipped, as a save returns it.
    static func flipped(_ id: Int64) -> Item {
        var item = FakeItems.item(id: id)
        item.enabled.toggle()
        return item
    }
}
