import Foundation

/// One line of the contact's details, as text ready to display.
struct ContactDetailRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`name`, `phone`, `address`, `company`).
    let id: String
    /// The label ("Phone").
    let title: String
    /// The value, if the line has one.
    var detail: String?
    /// What the line opens outside the app (the phone's `tel:` link), if anything.
    var link: URL?
}
