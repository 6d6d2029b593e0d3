import Domain
import ViperKit

extension ServiceErrorWording {
    /// How the login screen words a failed login, from its string table: a refused session here
    /// means wrong credentials, not an expired session, and a server's reason is shown as it is.
    static func login(_ strings: StringTable) -> ServiceErrorWording {
        let refused = strings["login.error.refused"]
        return ServiceErrorWording(
            unreachable: strings["login.error.unreachable"],
            timeout: strings["login.error.timeout"],
            sessionExpired: strings["login.error.credentials"],
            notFound: strings["login.error.server"],
            refused: { $0.isEmpty ? refused : $0 },
            server: strings["login.error.server"],
            storage: strings["login.error.storage"],
            cancelled: strings["login.error.cancelled"]
        )
    }
}
