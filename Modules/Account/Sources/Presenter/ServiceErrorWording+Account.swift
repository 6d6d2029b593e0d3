import Domain

extension ServiceErrorWording {
    /// How the account screen words a failed call: the standard sentences, with its own where it has more to say.
    static let account = ServiceErrorWording(
        notFound: "Your account could not be found.",
        storage: "Your account couldn't be read on this device."
    )
}
