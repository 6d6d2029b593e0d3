import Foundation

/// One line of the contact's details, as text ready to display.
struct ContactDetailRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`name`, `phone`, `address`, `company`).
    let id: String
    /// The label ("Phone").
    let title: String
    /// The value, if the line has one.
    let detail: String?
    /// What the line opens outside the app (the phone's `tel:` link), if anything.
    let link: URL?

    /// Creates a line.
    init(id: String, title: String, detail: String? = nil, link: URL? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.link = link
    }
}
