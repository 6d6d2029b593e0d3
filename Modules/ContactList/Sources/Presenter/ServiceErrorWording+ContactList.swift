import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the contact list words a failed call, in its string table's language: the standard
    /// sentences, with its own where it has more to say (the contacts were not found, could not be
    /// read on the device, or loading them was cancelled).
    static func contactList(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["contacts.error.not-found"],
            storage: strings["contacts.error.storage"],
            cancelled: strings["contacts.error.cancelled"]
        )
    }
}
