import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the contact detail words a failed call when the contact could not be loaded, in its
    /// string table's language: the standard sentences, with its own where it has more to say.
    static func contactDetail(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["contact.error.not-found"],
            storage: strings["contact.error.storage"],
            cancelled: strings["contact.error.cancelled"]
        )
    }

    /// How the contact's orders row words a failed call when its orders could not be loaded, in
    /// its string table's language: the standard sentences, with its own where it has more to say.
    static func contactOrders(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["contact.orders.error.not-found"],
            storage: strings["contact.orders.error.storage"],
            cancelled: strings["contact.error.cancelled"]
        )
    }
}
