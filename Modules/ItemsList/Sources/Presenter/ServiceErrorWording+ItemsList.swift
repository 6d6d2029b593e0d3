import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the items list words a failed call, from its string table: the standard sentences in
    /// the table's language, with its own where it has more to say (items not found, the device's
    /// copy unreadable).
    static func itemsList(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["items.error.not-found"],
            storage: strings["items.error.storage"]
        )
    }
}
