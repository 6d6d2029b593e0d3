import Domain

extension ServiceErrorWording {
    /// How the contact detail when the contact could not be loaded words a failed call: the standard sentences, with its own where it has more to say.
    static let contactDetail = ServiceErrorWording(
        notFound: "This contact no longer exists.",
        storage: "This contact couldn't be read from this device.",
        cancelled: "Loading was cancelled."
    )

    /// How the contact's orders row when its orders could not be loaded words a failed call: the standard sentences, with its own where it has more to say.
    static let contactOrders = ServiceErrorWording(
        notFound: "The orders of this contact could not be found.",
        storage: "The orders couldn't be read from this device.",
        cancelled: "Loading was cancelled."
    )
}
