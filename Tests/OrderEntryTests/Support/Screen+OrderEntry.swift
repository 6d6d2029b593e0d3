@testable import OrderEntry
import ViperKit

extension Screen {
    /// The form field with `id`.
    func field(_ id: String) -> ScreenField? { form?.field(id) }
    /// The summary line with `id`.
    func summaryRow(_ id: String) -> ScreenRow? {
        section(OrderEntryDefaultView.summarySectionID)?.rows.first { $0.id == id }
    }
    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}
