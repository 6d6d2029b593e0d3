import ViperKit

@testable import ContactDetail

extension Screen {
    /// The rows of the details section.
    var detailRows: [ScreenRow] { section(ContactDetailDefaultView.detailsSectionID)?.rows ?? [] }
    /// The rows of the orders section.
    var orderRows: [ScreenRow] { section(ContactDetailDefaultView.ordersSectionID)?.rows ?? [] }
    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}
