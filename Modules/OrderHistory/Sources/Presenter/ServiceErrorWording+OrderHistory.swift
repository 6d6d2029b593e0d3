import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the order history words a failed call, in its string table's language: the standard
    /// sentences, with its own where it has more to say (the orders could not be read on the device).
    static func orderHistory(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            storage: strings["history.error.storage"]
        )
    }
}
