import Domain

extension ServiceErrorWording {
    /// How the contact list words a failed call: the standard sentences, with its own where it has more to say.
    static let contactList = ServiceErrorWording(
        notFound: "Your contacts could not be found.",
        storage: "Your contacts couldn't be read from this device.",
        cancelled: "Loading was cancelled."
    )
}
