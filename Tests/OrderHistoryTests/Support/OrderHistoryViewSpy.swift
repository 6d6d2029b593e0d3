@testable import OrderHistory

/// An ``OrderHistoryView`` that records what it was asked to show.
@MainActor
final class OrderHistoryViewSpy: OrderHistoryView {
    private(set) var displayed: [OrderHistoryViewModel] = []
    var last: OrderHistoryViewModel? { displayed.last }

    func display(_ viewModel: OrderHistoryViewModel) {
        displayed.append(viewModel)
    }
}
