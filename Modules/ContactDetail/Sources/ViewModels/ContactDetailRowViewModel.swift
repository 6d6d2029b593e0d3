import Foundation

/// One line of the contact's details, as text ready to display.
public struct ContactDetailRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`name`, `phone`, `address`, `company`).
    public let id: String
    /// The label ("Phone").
    public let title: String
    /// The value, if the line has one.
    public let detail: String?
    /// What the line opens outside the app (the phone's `tel:` link), if anything.
    public let link: URL?

    /// Creates a line.
    public init(id: String, title: String, detail: String? = nil, link: URL? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.link = link
    }
}
