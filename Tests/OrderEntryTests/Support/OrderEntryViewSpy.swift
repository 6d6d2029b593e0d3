@testable import OrderEntry

/// An ``OrderEntryView`` that records what it was asked to show.
@MainActor
final class OrderEntryViewSpy: OrderEntryView {
    private(set) var displayed: [OrderEntryViewModel] = []
    var last: OrderEntryViewModel? { displayed.last }

    func display(_ viewModel: OrderEntryViewModel) {
        displayed.append(viewModel)
    }
}
