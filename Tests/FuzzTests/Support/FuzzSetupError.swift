/// The fuzz suite could not get the app ready (start it, log in); the message says why.
struct FuzzSetupError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}
