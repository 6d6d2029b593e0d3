/// What the contact detail presenter can ask of its view (seed 002's PresenterOutput).
@MainActor
protocol ContactDetailView: AnyObject {
    /// Shows that the contact is loading: `title`, and `message` in place of the content.
    func showLoading(title: String, message: String)
    /// Shows the contact's details, the offline notice and the buttons (seed 002's `show(contact:)`).
    func show(contact: ContactDetailViewModel)
    /// Shows the error view in place of the contact (seed 002's `show(error:)`).
    func show(error: ContactDetailErrorViewModel)
    /// Shows the orders again, reading every row through the presenter's indexed accessor.
    func showOrderList()
}
