import ViperKit

/// Builds the order history module: every order of the logged-in user, grouped by day.
@MainActor
public protocol OrderHistoryBuilding {
    /// A new order history module at `/orders`.
    func build() -> Module
}
