/// One contact as its row shows it, as text ready to display.
struct ContactListContactViewModel: Sendable, Equatable {
    /// The contact's id, which is also its row's id: selecting the row sends it.
    let id: Int64
    /// The contact's name, the row's title.
    let name: String
    /// The contact's phone number, under the name, as the list of contacts shows it: whom to call
    /// is what a salesperson scans the list for; the company is on the contact's own screen.
    let phone: String
}
