import ViperKit

/// The order entry screen: a product picker, a quantity field and a Save button, the saved order's
/// totals under them with New order to start the next one, and a retry button when something
/// failed.
@MainActor
final class OrderEntryDefaultView: PresenterView<any OrderEntryPresenter>, OrderEntryView {
    /// The id of the product picker, which keys its value in the submitted form.
    nonisolated static let productFieldID = "product"
    /// The id of the quantity field, which keys its value in the submitted form.
    nonisolated static let quantityFieldID = "quantity"
    /// The id of the save action.
    nonisolated static let saveActionID = "save"
    /// The id of the action that starts the next order.
    nonisolated static let newOrderActionID = "new-order"
    nonisolated static let retryActionID = "retry"
    /// The id of the section with the saved order's summary.
    nonisolated static let summarySectionID = "order"

    /// Forwards the first placement, the screen shown again, the submitted form (each field
    /// captured, then Save), New order and the retry to the presenter.
    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.eventViewReady()
        case .appear:
            presenter.eventViewAppeared()
        case .action(Self.saveActionID, form: let form):
            presenter.eventCapture(productID: form[Self.productFieldID] ?? "")
            presenter.eventCapture(quantity: form[Self.quantityFieldID] ?? "")
            presenter.eventSave()
        case .action(Self.newOrderActionID, form: _):
            presenter.eventNewOrder()
        case .action(Self.retryActionID, form: _):
            presenter.eventRetry()
        default:
            break
        }
    }

    // MARK: - OrderEntryView (each event's presenter output is display(_:))

    /// Draws the title, status, notice, form, summary, and the New order and retry buttons.
    func display(_ viewModel: OrderEntryViewModel) {
        let form = viewModel.showsForm ? self.form(viewModel) : nil
        let summary = viewModel.summaryTitle.map { title in
            ScreenSection(
                id: Self.summarySectionID,
                title: title,
                rows: viewModel.summary.map { ScreenRow(id: $0.id, title: $0.title, detail: $0.detail, tone: $0.tone) }
            )
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.form = form
            screen.sections = summary.map { [$0] } ?? []
            screen.actions = [
                viewModel.newOrderTitle.map { ScreenAction(id: Self.newOrderActionID, title: $0) },
                viewModel.retryTitle.map { ScreenAction(id: Self.retryActionID, title: $0, role: .primary) },
            ].compactMap { $0 }
        }
    }

    private func form(_ viewModel: OrderEntryViewModel) -> ScreenForm {
        ScreenForm(
            fields: [
                ScreenField(
                    id: Self.productFieldID,
                    label: viewModel.productLabel,
                    value: viewModel.selectedProductID,
                    kind: .choice,
                    error: viewModel.productError,
                    isRequired: true,
                    choices: (0 ..< presenter.productCount).map { index in
                        let product = presenter.product(at: index)
                        return FieldChoice(value: product.id, label: product.label)
                    }
                ),
                ScreenField(
                    id: Self.quantityFieldID,
                    label: viewModel.quantityLabel,
                    value: viewModel.quantityText,
                    kind: .number,
                    error: viewModel.quantityError,
                    isRequired: true
                ),
            ],
            submit: ScreenAction(
                id: Self.saveActionID,
                title: viewModel.saveTitle,
                role: .primary,
                isEnabled: viewModel.isSaveEnabled
            ),
            error: viewModel.formError
        )
    }
}
