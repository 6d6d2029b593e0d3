import ViperKit

@testable import OrderEntry

extension Screen {
    /// The product picker, read and changed in place.
    var productField: ScreenField? {
        get { form?.field("product") }
        set { replaceField(newValue) }
    }

    /// The quantity field, read and changed in place.
    var quantityField: ScreenField? {
        get { form?.field("quantity") }
        set { replaceField(newValue) }
    }

    private mutating func replaceField(_ field: ScreenField?) {
        guard let field, let index = form?.fields.firstIndex(where: { $0.id == field.id }) else { return }
        form?.fields[index] = field
    }
}
