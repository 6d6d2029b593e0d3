import Domain

extension ServiceErrorWording {
    /// How the order entry screen when the form could not be loaded words a failed call: the standard sentences, with its own where it has more to say.
    static let orderEntryLoad = ServiceErrorWording(
        notFound: "This contact no longer exists.",
        refused: { _ in "The server had a problem. Try again in a moment." },
        storage: "The products couldn't be read on this device. Try again."
    )

    /// How the order entry screen when the order could not be saved words a failed call: the standard sentences, with its own where it has more to say.
    static let orderEntrySave = ServiceErrorWording(
        notFound: "This product or contact is no longer available. Choose another and save again.",
        refused: { _ in "The server had a problem saving the order. Try again in a moment." },
        server: "The server had a problem saving the order. Try again in a moment.",
        storage: "The order couldn't be saved on this device, so nothing was saved. Try again.",
        cancelled: "Saving was cancelled."
    )
}
