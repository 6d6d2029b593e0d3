import ViperKit

@testable import ItemDetail

extension Screen {
    /// The rows of the details section.
    var detailRows: [ScreenRow] { section(ItemDetailDefaultView.detailsSectionID)?.rows ?? [] }
    /// The row with `id`.
    func detailRow(_ id: String) -> ScreenRow? { detailRows.first { $0.id == id } }
    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}
