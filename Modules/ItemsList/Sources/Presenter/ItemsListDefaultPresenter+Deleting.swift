import Domain

extension ItemsListDefaultPresenter {
    // MARK: - ItemsListPresenter

    /// Asks for confirmation, unless the list is empty or being deleted.
    func didTapDeleteAll() {
        guard numberOfItems > 0, !isDeleting else { return }
        view?.showDeleteAllConfirmation(
            title: strings["items.confirm.title"],
            message: strings["items.confirm.message"],
            confirmTitle: strings["items.confirm.delete"],
            cancelTitle: strings["items.confirm.cancel"]
        )
    }

    /// Clears the confirmation and asks the interactor to delete every item.
    func didConfirmDeleteAll() {
        view?.hideAlert()
        guard numberOfItems > 0, !isDeleting else { return }
        isDeleting = true
        render()
        interactor.deleteAll()
    }

    /// Clears the confirmation; nothing is deleted.
    func didCancelDeleteAll() {
        view?.hideAlert()
    }

    /// Asks for the sample items back, on the empty list only, once at a time.
    func didTapAddSampleItems() {
        guard total == 0, !isDeleting, !isAddingSampleItems else { return }
        isAddingSampleItems = true
        render()
        interactor.addSampleItems()
    }

    /// Clears the Success or Error popup.
    func didDismissMessage() {
        view?.hideAlert()
    }

    // MARK: - ItemsListInteractorOutput

    /// Empties the list and shows "Success" / "Operation completed"; page loads still under way
    /// are cancelled, so none brings back a deleted page.
    func didDeleteAll(count: Int) {
        isDeleting = false
        interactor.cancelPageLoads()
        requestedPages = []
        failedPages = []
        pageFailure = nil
        cache.removeAll()
        total = 0
        windowOffset = 0
        render()
        view?.showItems(in: window)
        view?.showMessage(
            title: strings["items.success.title"], message: strings["items.success.message"], dismissTitle: strings["items.ok"])
    }

    /// Loads the list again from its first page, now that it has the sample items.
    func didAddSampleItems(total: Int) {
        isAddingSampleItems = false
        self.total = nil
        windowOffset = 0
        cache.removeAll()
        startLoading()
    }

    /// Shows an Error popup; the list stays empty.
    func didFailToAddSampleItems(_ error: ServiceError) {
        isAddingSampleItems = false
        render()
        guard error != .cancelled else { return }
        view?.showMessage(title: strings["items.failure.title"], message: errorWording.message(for: error), dismissTitle: strings["items.ok"])
    }

    /// Shows an Error popup; the list stays.
    func didFailToDeleteAll(_ error: ServiceError) {
        isDeleting = false
        render()
        guard error != .cancelled else { return }
        view?.showMessage(title: strings["items.failure.title"], message: errorWording.message(for: error), dismissTitle: strings["items.ok"])
    }
}
