import ViperKit

@testable import ContactList

extension Screen {
    /// The rows of the contacts section.
    var contactRows: [ScreenRow] { section(ContactListDefaultView.contactsSectionID)?.rows ?? [] }
    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}
