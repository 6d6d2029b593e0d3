/// One of the account's details as a row shows it: a label and the value the user can select.
struct AccountDetailViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the detail (`email`, `team`); selecting the row sends it.
    let id: String
    /// What the detail is ("Email").
    let label: String
    /// The detail's value ("demo@example.com"), which a selection passes on.
    let value: String
}
