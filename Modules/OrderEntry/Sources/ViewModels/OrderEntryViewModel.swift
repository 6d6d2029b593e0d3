import ViperKit

/// Everything the order entry screen shows, as text ready to display.
struct OrderEntryViewModel: Sendable, Equatable {
    /// The screen's title, with the contact's name once it is known.
    var title: String
    /// Whether the form is ready, loading, saving, empty or failed, with the message to show.
    var status: ScreenStatus
    /// A banner above the form (the products are the copy saved on this device), if any.
    var notice: String?
    /// Whether the form is shown (once the products are loaded).
    var showsForm: Bool
    /// The product picker's label.
    var productLabel: String
    /// The id of the product chosen, or "" when none is.
    var selectedProductID: String
    /// The message next to the product picker, if any.
    var productError: String?
    /// The quantity field's label.
    var quantityLabel: String
    /// The quantity as typed.
    var quantityText: String
    /// The message next to the quantity field, if any.
    var quantityError: String?
    /// A message about the whole form (the save failed), if any.
    var formError: String?
    /// The save button's title.
    var saveTitle: String
    /// Whether the save button can be pressed (not while saving).
    var isSaveEnabled: Bool
    /// The heading of the saved order's summary, once an order is saved.
    var summaryTitle: String?
    /// The saved order's summary, line by line.
    var summary: [OrderEntrySummaryRowViewModel]
    /// The title of the action that starts the next order, once an order is saved; `nil` otherwise.
    var newOrderTitle: String?
    /// The retry button's title, when a failed load or save can be tried again.
    var retryTitle: String?
}
