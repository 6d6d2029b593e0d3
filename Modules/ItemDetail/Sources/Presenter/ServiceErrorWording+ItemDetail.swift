import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the item detail words a failed call, from its string table: the standard sentences in
    /// the table's language, with its own where it has more to say (the item is gone, the device's
    /// copy unreadable).
    static func itemDetail(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["item.error.not-found"],
            storage: strings["item.error.storage"]
        )
    }
}
