import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the account screen words a failed call, from its string table: the standard sentences
    /// in the table's language, with its own where it has more to say (the account not found, the
    /// device's copy unreadable).
    static func account(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["account.error.not-found"],
            storage: strings["account.error.storage"]
        )
    }
}
