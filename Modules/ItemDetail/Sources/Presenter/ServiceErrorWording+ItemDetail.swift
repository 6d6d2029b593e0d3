import Domain

extension ServiceErrorWording {
    /// How the item detail words a failed call: the standard sentences, with its own where it has more to say.
    static let itemDetail = ServiceErrorWording(
        notFound: "This item no longer exists.",
        storage: "The item couldn't be read from or saved on this device."
    )
}
