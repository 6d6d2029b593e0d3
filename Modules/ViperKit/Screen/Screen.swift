/// The platform-neutral description of what one module shows.
///
/// A module's View owns one `Screen` and updates it; a host renders it (the web shell as HTML,
/// the terminal host as text; a UIKit host would as views). Modules never see HTML, text cells or
/// widgets, only this value.
public struct Screen: Sendable, Equatable {
    /// The screen's title (navigation bar title, page `<title>`).
    public var title: String
    /// Whether the content is ready, loading, empty or failed.
    public var status: ScreenStatus
    /// A short banner shown above the content (for example an offline notice), if any.
    public var notice: String?
    /// The table's sections, each with its rows.
    public var sections: [ScreenSection]
    /// A form of text fields with its submit action, if the screen has one.
    public var form: ScreenForm?
    /// Buttons that act on the whole screen (toolbar buttons).
    public var actions: [ScreenAction]
    /// A popup the user must answer before going on, if any.
    public var alert: ScreenAlert?

    /// Creates a screen; everything but the title starts empty.
    public init(
        title: String,
        status: ScreenStatus = .ready,
        notice: String? = nil,
        sections: [ScreenSection] = [],
        form: ScreenForm? = nil,
        actions: [ScreenAction] = [],
        alert: ScreenAlert? = nil
    ) {
        self.title = title
        self.status = status
        self.notice = notice
        self.sections = sections
        self.form = form
        self.actions = actions
        self.alert = alert
    }

    /// The section with this id, if the screen has it.
    public func section(_ id: String) -> ScreenSection? {
        sections.first { $0.id == id }
    }
}
