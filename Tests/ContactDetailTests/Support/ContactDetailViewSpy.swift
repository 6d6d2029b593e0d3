@testable import ContactDetail

/// A ``ContactDetailView`` that records what it was asked to show, reading the order rows through
/// the presenter's indexed accessor as a real view does.
@MainActor
final class ContactDetailViewSpy: ContactDetailView {
    struct Loading: Equatable {
        let title: String
        let message: String
    }

    /// The presenter whose order rows it reads (held weakly, as the test holds the presenter).
    weak var presenter: ContactDetailDefaultPresenter?
    private(set) var loadings: [Loading] = []
    private(set) var contacts: [ContactDetailViewModel] = []
    private(set) var errors: [ContactDetailErrorViewModel] = []
    /// The order rows as last shown.
    private(set) var orderRows: [ContactDetailOrderRowViewModel] = []
    private(set) var orderListShowCount = 0

    func showLoading(title: String, message: String) {
        loadings.append(Loading(title: title, message: message))
    }

    func show(contact: ContactDetailViewModel) {
        contacts.append(contact)
    }

    func show(error: ContactDetailErrorViewModel) {
        errors.append(error)
    }

    func showOrderList() {
        orderListShowCount += 1
        guard let presenter else { return }
        orderRows = (0 ..< presenter.orderRowCount).map(presenter.orderRow(at:))
    }
}
