/// The contact as the detail screen shows it, as text ready to display.
struct ContactDetailViewModel: Sendable, Equatable {
    /// The screen's title: the contact's name.
    var title: String
    /// The offline notice when the contact or its orders are the copy saved on this device.
    var notice: String?
    /// The contact's details, one per line: name, phone, address, company.
    var rows: [ContactDetailRowViewModel]
    /// The header of the orders section.
    var ordersTitle: String
    /// The "New order" button's title.
    var newOrderTitle: String
    /// The retry button's title, while offline.
    var retryTitle: String?
}
