import ViperKit

/// One order as its row shows it, as text ready to display.
struct ContactDetailOrderViewModel: Sendable, Equatable {
    /// The order's id, which is also its row's id.
    let id: String
    /// The product's name.
    let product: String
    /// How many, as written after the product ("× 3").
    let quantity: String
    /// The total as currency ("US$1,234.50"; "1.234,50 $" in German).
    let total: String
    /// When it was saved ("14 Nov 2023 at 22:13").
    let date: String
    /// "Sent", "Pending" or "Not sent" (refused by the server).
    let status: String
    /// The colour meaning of the status: sent is positive, pending is secondary, refused is negative.
    let statusTone: Tone
}
