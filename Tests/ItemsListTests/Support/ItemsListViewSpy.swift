@testable import ItemsList
import ViperKit

/// An ``ItemsListView`` that records what it was asked to show. Like the real view, it reads the
/// rows of each window it shows through the presenter (so missing pages get asked for) unless
/// `readsRows` is off.
@MainActor
final class ItemsListViewSpy: ItemsListView {
    enum Alert: Equatable {
        case confirmation(title: String, message: String, confirmTitle: String, cancelTitle: String)
        case message(title: String, message: String, dismissTitle: String)
    }

    weak var presenter: (any ItemsListPresenter)?
    var readsRows = true
    private(set) var displayed: [ItemsListViewModel] = []
    private(set) var windows: [RowWindow] = []
    private(set) var rows: [ItemViewModel?] = []
    private(set) var reloadedIndexes: [Int] = []
    private(set) var alert: Alert?
    private(set) var alertsShown: [Alert] = []

    var last: ItemsListViewModel? { displayed.last }

    func display(_ viewModel: ItemsListViewModel) {
        displayed.append(viewModel)
    }

    func showItems(in window: RowWindow) {
        windows.append(window)
        guard readsRows, let presenter else { return }
        rows = window.indices.map { presenter.item(at: $0) }
    }

    func reloadItem(at index: Int) {
        reloadedIndexes.append(index)
    }

    func showDeleteAllConfirmation(title: String, message: String, confirmTitle: String, cancelTitle: String) {
        show(.confirmation(title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle))
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        show(.message(title: title, message: message, dismissTitle: dismissTitle))
    }

    func hideAlert() {
        alert = nil
    }

    private func show(_ alert: Alert) {
        self.alert = alert
        alertsShown.append(alert)
    }
}
