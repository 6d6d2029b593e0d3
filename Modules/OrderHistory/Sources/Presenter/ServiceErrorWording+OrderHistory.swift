import Domain

extension ServiceErrorWording {
    /// How the order history words a failed call: the standard sentences, with its own where it has more to say.
    static let orderHistory = ServiceErrorWording(
        storage: "The orders couldn't be read on this device. Try again."
    )
}
