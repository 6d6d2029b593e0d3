@testable import ItemsList
import ViperKit

extension Screen {
    /// The paged items section.
    var items: ScreenSection? { section(ItemsListDefaultView.itemsSectionID) }
    /// The ids of the item rows shown (placeholders excluded).
    var itemIDs: [Int64] { items?.rows.compactMap { Int64($0.id) } ?? [] }
    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}
