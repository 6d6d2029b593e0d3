import ViperKit

/// One order as its row shows it, as text ready to display.
public struct ContactDetailOrderViewModel: Sendable, Equatable {
    /// The order's id, which is also its row's id.
    public let id: String
    /// The product's name.
    public let product: String
    /// How many, as written after the product ("× 3").
    public let quantity: String
    /// The total as currency ("$1,234.50").
    public let total: String
    /// When it was saved ("14 Nov 2023 at 22:13").
    public let date: String
    /// "Sent", "Pending" or "Not sent" (refused by the server).
    public let status: String
    /// The colour meaning of the status: sent is positive, pending is secondary.
    public let statusTone: Tone

    /// Creates a view model.
    public init(id: String, product: String, quantity: String, total: String, date: String, status: String, statusTone: Tone) {
        self.id = id
        self.product = product
        self.quantity = quantity
        self.total = total
        self.date = date
        self.status = status
        self.statusTone = statusTone
    }
}
