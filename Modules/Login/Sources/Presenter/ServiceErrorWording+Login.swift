import Domain

extension ServiceErrorWording {
    /// How the login screen (a refused login is about what was typed, not an expired session) words a failed call: the standard sentences, with its own where it has more to say.
    static let login = ServiceErrorWording(
        sessionExpired: "Wrong username or password.",
        notFound: "The server had a problem logging you in. Try again in a moment.",
        refused: { $0.isEmpty ? "The server refused the login. Check what you typed and try again." : $0 },
        server: "The server had a problem logging you in. Try again in a moment.",
        storage: "Your session couldn't be saved on this device. Try again.",
        cancelled: "Logging in was cancelled."
    )
}
