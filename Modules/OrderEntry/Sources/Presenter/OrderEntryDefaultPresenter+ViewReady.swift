import Domain
import ViperKit

/// The loaded form, as ``OrderEntryViewReadyOutput``: the contact's name, then the products between
/// Start and End, or why they could not be read.
extension OrderEntryDefaultPresenter {
    /// Keeps the contact's name for the title.
    func present(contactName: String) {
        self.contactName = contactName
    }

    /// Starts a new product list.
    func presentProductListStart() {
        incomingProducts = []
        hasNoProducts = false
    }

    /// Adds the product as "Name — price" ("Widget — US$12.50"; "Widget — 12,50 $" in German).
    func present(product: OrderEntryProductPresentationModel) {
        incomingProducts.append(
            OrderEntryProductViewModel(id: String(product.id), label: "\(product.name) — \(currency(product.unitPrice))")
        )
    }

    /// Notes that there is nothing to order.
    func presentNoProducts() {
        hasNoProducts = true
    }

    /// Shows the form with the products (and the offline notice when they are the saved copy).
    func presentProductListEnd(isOffline: Bool) {
        products = incomingProducts
        incomingProducts = []
        self.isOffline = isOffline
        isLoading = false
        loadFailure = nil
        render()
    }

    /// Shows why the form could not be loaded, with a retry.
    func present(loadError: ServiceError) {
        isLoading = false
        loadFailure = loadErrorWording.message(for: loadError)
        render()
    }
}
