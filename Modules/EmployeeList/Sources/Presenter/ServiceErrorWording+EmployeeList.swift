import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the employee directory words a failed call, from its string table: the standard
    /// sentences in the table's language, with its own where it has more to say (the directory not
    /// found, the device's copy unreadable).
    static func employeeList(_ strings: StringTable) -> ServiceErrorWording {
        ServiceErrorWording(
            locale: strings.language.locale,
            notFound: strings["employees.error.not-found"],
            storage: strings["employees.error.storage"]
        )
    }
}
