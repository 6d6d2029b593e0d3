/// The state of a screen's content, which a shell shows in place of (or above) the rows.
public enum ScreenStatus: Sendable, Equatable {
    /// The content is shown.
    case ready
    /// Work is under way; the message says what (for example "Loading items…").
    case loading(String)
    /// There is nothing to show; the message says so (for example "No items").
    case empty(String)
    /// Loading failed; the message tells the user what went wrong and what to do.
    case failed(String)

    /// `true` while work is under way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
