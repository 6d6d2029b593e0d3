/// The detail screen when the contact could not be loaded (seed 002's error view).
public struct ContactDetailErrorViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// What went wrong and what to do.
    public var message: String
    /// The retry button's title, when trying again can help.
    public var retryTitle: String?

    /// Creates a view model.
    public init(title: String, message: String, retryTitle: String?) {
        self.title = title
        self.message = message
        self.retryTitle = retryTitle
    }
}
