import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the order detail words a failed call: the standard sentences in the table's language,
    /// with its own for an order that does not exist.
    static func orderDetail(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(locale: strings.language.locale, notFound: strings["order.error.not-found"])
    }
}
