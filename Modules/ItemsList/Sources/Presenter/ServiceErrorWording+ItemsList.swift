import Domain

extension ServiceErrorWording {
    /// How the items list words a failed call: the standard sentences, with its own where it has more to say.
    static let itemsList = ServiceErrorWording(
        notFound: "The items could not be found.",
        storage: "The items couldn't be read from or saved on this device."
    )
}
