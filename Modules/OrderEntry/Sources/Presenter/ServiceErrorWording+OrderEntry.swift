import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the order entry screen words a failed call when the form could not be loaded, in its
    /// string table's language: the standard sentences, with its own where it has more to say. A
    /// refused load reads as the standard server problem: the user can do nothing about its reason.
    static func orderEntryLoad(_ strings: StringTable) -> ServiceErrorWording {
        let server = ServiceErrorWording(locale: strings.language.locale).server
        return ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["order.error.load.not-found"],
            refused: { _ in server },
            storage: strings["order.error.load.storage"]
        )
    }

    /// How the order entry screen words a failed call when the order could not be saved, in its
    /// string table's language: the standard sentences, with its own where it has more to say.
    static func orderEntrySave(_ strings: StringTable) -> ServiceErrorWording {
        let server = strings["order.error.save.server"]
        return ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["order.error.save.not-found"],
            refused: { _ in server },
            server: server,
            storage: strings["order.error.save.storage"],
            cancelled: strings["order.error.save.cancelled"]
        )
    }
}
