import Domain
import Foundation
import ViperKit

/// The item detail presenter: loads the item it was built for, formats it, and saves the user's
/// enable/disable changes, reporting each saved change through the router. Every word it shows
/// comes from the module's own string table, in the language of its ``Formatting``.
@MainActor
final class ItemDetailDefaultPresenter: ItemDetailPresenter, ItemDetailInteractorOutput {
    weak var view: (any ItemDetailView)?
    /// The id of the item shown.
    let itemID: Int64

    private let interactor: any ItemDetailInteractor
    private let router: any ItemDetailRouter
    private let formatting: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording

    /// The item as last loaded or saved.
    private var item: Item?
    private var isLoading = false
    private var isSaving = false
    /// Why loading failed, and whether trying again can help.
    private var loadFailure: (message: String, canRetry: Bool)?

    /// Creates the presenter of item `itemID`; it holds `interactor` and `router` strongly, and
    /// shows its words in the language of `formatting`, from the module's own string table.
    /// - Parameter formatting: How the creation date is written ("14 Nov 2023 at 22:13"), and the
    ///   language of the words.
    init(
        itemID: Int64,
        interactor: any ItemDetailInteractor,
        router: any ItemDetailRouter,
        formatting: Formatting = Formatting()
    ) {
        self.itemID = itemID
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "item.error", words: strings.word(for:))
    }

    // MARK: - ItemDetailPresenter

    /// Shows "Loading item…" (in the table's language) and asks for the item.
    func viewDidLoad() {
        load()
    }

    /// Reads the item again without showing Loading, once it is shown and no change is being
    /// saved: the screen changes only if the item did.
    func viewWillAppear() {
        guard item != nil, !isLoading, !isSaving else { return }
        interactor.loadItem(id: itemID)
    }

    /// Asks to flip the loaded item's state, disabling the toggle until the answer; ignored while saving.
    func didTapToggle() {
        guard let item, !isSaving else { return }
        isSaving = true
        render()
        interactor.setEnabled(!item.enabled, id: item.id)
    }

    /// Loads the item again, when the failure can be retried.
    func didTapRetry() {
        guard loadFailure?.canRetry == true else { return }
        load()
    }

    /// Clears the message popup.
    func didDismissMessage() {
        view?.hideAlert()
    }

    /// Shares the loaded item: its name as the subject, its status and creation date as the text
    /// ("Lamp: Enabled, created 22 Nov 2026 at 14:30"), in the screen's language.
    func didTapShare() {
        guard let item else { return }
        let status = item.enabled ? strings["item.status.enabled"] : strings["item.status.disabled"]
        router.openShare(subject: item.name, text: strings.format("item.share.text", item.name, status, formatting.dayAndTime(item.date)))
    }

    // MARK: - ItemDetailInteractorOutput

    /// Shows the item.
    func didLoad(_ item: Item) {
        isLoading = false
        loadFailure = nil
        self.item = item
        render()
    }

    /// Shows why the item could not be loaded; a missing item cannot be retried.
    func didFailToLoad(_ error: ServiceError) {
        isLoading = false
        if error != .cancelled {
            loadFailure = (errorWording.message(for: error), error != .notFound)
        }
        render()
    }

    /// Shows the saved item and reports it through the router.
    func didSave(_ item: Item) {
        isSaving = false
        self.item = item
        render()
        router.notifyDidUpdate(item)
    }

    /// Shows an Error popup; the item shown stays as it was.
    func didFailToSave(_ error: ServiceError) {
        isSaving = false
        render()
        guard error != .cancelled else { return }
        view?.showMessage(title: strings["item.failure.title"], message: errorWording.message(for: error), dismissTitle: strings["item.ok"])
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        loadFailure = nil
        render()
        interactor.loadItem(id: itemID)
    }

    private func render() {
        let status: ScreenStatus
        if let loadFailure, item == nil {
            status = .failed(loadFailure.message)
        } else if item == nil {
            status = .loading(strings["item.loading"])
        } else {
            status = .ready
        }
        view?.display(
            ItemDetailViewModel(
                title: item?.name ?? strings["item.title"],
                status: status,
                rows: item.map(rows(for:)) ?? [],
                toggleTitle: item.map { $0.enabled ? strings["item.disable"] : strings["item.enable"] },
                shareTitle: item == nil ? nil : strings["item.share"],
                isToggleEnabled: !isSaving,
                retryTitle: item == nil && loadFailure?.canRetry == true ? strings["item.retry"] : nil
            )
        )
    }

    private func rows(for item: Item) -> [ItemDetailRowViewModel] {
        [
            ItemDetailRowViewModel(id: "name", title: item.name),
            ItemDetailRowViewModel(id: "created", title: strings["item.created"], detail: formatting.dayAndTime(item.date)),
            ItemDetailRowViewModel(
                id: "status",
                title: strings["item.status"],
                detail: item.enabled ? strings["item.status.enabled"] : strings["item.status.disabled"],
                tone: item.enabled ? .positive : .negative
            ),
        ]
    }
}
