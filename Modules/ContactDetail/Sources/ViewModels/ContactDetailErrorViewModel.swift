/// The detail screen when the contact could not be loaded: the error in place of the contact.
struct ContactDetailErrorViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// What went wrong and what to do.
    var message: String
    /// The retry button's title, when trying again can help.
    var retryTitle: String?
}
