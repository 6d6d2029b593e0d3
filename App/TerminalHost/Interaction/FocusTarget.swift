/// Something on a screen that can take the focus, named by identity (an action's id, a row's id),
/// so the focus stays on it when the screen changes around it.
enum FocusTarget: Sendable, Hashable {
    /// The title bar's Back.
    case back
    /// A toolbar button.
    case action(String)
    /// A form field.
    case field(String)
    /// The form's submit button.
    case submit
    /// A selectable row.
    case row(section: String, row: String)
    /// A row's external link.
    case link(section: String, row: String)
    /// A paged section's Previous.
    case previousPage(section: String)
    /// A paged section's Next.
    case nextPage(section: String)
    /// A button of the alert on screen.
    case alertButton(String)
    /// A button of the tab container, in the tab bar.
    case tabAction(String)

    /// Whether the target is drawn in a section: a row, a row's link or a pager button.
    var isInSection: Bool {
        switch self {
        case .row, .link, .previousPage, .nextPage: true
        default: false
        }
    }

    /// Where the target is drawn, which decides how the content scrolls to show it.
    var place: FocusPlace {
        switch self {
        case .back, .action: .header
        case .tabAction: .footer
        case .alertButton: .alert
        case .field, .submit, .row, .link, .previousPage, .nextPage: .body
        }
    }
}
