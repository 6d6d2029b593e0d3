import Domain
import Foundation
import ViperKit

/// The account presenter: shows a loading state while the interactor fetches the logged-in user's
/// details, formats them into rows, updates the whole screen through one ``AccountListViewModel``
/// when the user selects one, and moves on to the final screen with the selected value, or tells
/// the user to select one first. Every word it shows comes from the module's own string table, in
/// the language of its ``Formatting``.
@MainActor
final class AccountDefaultPresenter: AccountPresenter, AccountInteractorOutput {
    weak var view: (any AccountView)?

    private let interactor: any AccountInteractor
    private let router: any AccountRouter
    private let formatting: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording

    /// The details shown, once loaded.
    private var details: [AccountDetailViewModel]?
    /// The detail the user selected, if any.
    private var selected: AccountDetailViewModel?
    private var isLoading = false
    /// `true` while the details are read again because the screen was shown again.
    private var isRefreshing = false
    /// Why the last load failed, while there are no details to show.
    private var failure: String?
    /// When this device saved the details shown, while the API cannot be reached.
    private var offlineSince: Date?
    private let now: () -> Date

    /// Creates the presenter; it holds `interactor` and `router` strongly, and shows its words in
    /// the language of `formatting`, from the module's own string table.
    /// - Parameter formatting: How the account's start date is written (its day: "21 Oct 2020"),
    ///   and the language of the words.
    init(
        interactor: any AccountInteractor,
        router: any AccountRouter,
        formatting: Formatting = Formatting(),
        now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "account.error", words: strings.word(for:))
        self.now = now
    }

    // MARK: - AccountPresenter

    /// Shows the loading state and asks for the details.
    func viewDidLoad() {
        load()
    }

    /// Reads the details again without a Loading state, so a change made meanwhile (on another
    /// device, or while this one was offline) shows when the screen is shown again; the selection
    /// stays. Before the details are loaded, or while a read is under way, it does nothing.
    func viewWillAppear() {
        guard details != nil, !isLoading, !isRefreshing else { return }
        isRefreshing = true
        interactor.fetchDetails()
    }

    /// Remembers the selected detail, reports it through the router and updates the screen
    /// through one ``AccountListViewModel``.
    func didSelectDetail(id: String) {
        guard let detail = details?.first(where: { $0.id == id }) else { return }
        selected = detail
        router.notifyDidSelect(detail.value)
        showSelection(of: detail)
    }

    /// Shows `detail` as the selected one: title, confirmation, value and both buttons at once.
    private func showSelection(of detail: AccountDetailViewModel) {
        view?.updateSelection(
            with: AccountListViewModel(
                successMessage: strings["account.selection.success"],
                selectedOptionTransform: strings.format("account.title.selected", detail.value),
                dismissTitle: strings["account.dismiss.locked"],
                isDismissEnabled: false,
                nextScreenButtonTitle: strings["account.next.ready"],
                selectedOption: detail.value
            )
        )
    }

    /// Presents the final screen with the selected value, or tells the user to select one first.
    func didTapNextScreen() {
        guard let selected, !selected.value.isEmpty else {
            view?.showNextScreenError(
                title: strings["account.next.error.title"], message: strings["account.next.error.message"], dismissTitle: strings["account.ok"])
            return
        }
        router.moveToFinalScreen(with: selected.value)
    }

    /// Closes the screen, unless a detail is selected ("Can't Dismiss now").
    func didTapDismiss() {
        guard selected == nil else { return }
        router.dismiss()
    }

    /// Loads the details again after a failure.
    func didTapRetry() {
        guard failure != nil else { return }
        load()
    }

    /// Clears the message popup.
    func didDismissMessage() {
        view?.hideAlert()
    }

    // MARK: - AccountInteractorOutput

    /// Shows the details as rows. Read again for a screen shown again, they change the screen
    /// only when they changed, and a selected detail stays selected with its value as it is now.
    func didLoad(_ details: AccountDetails, cachedAt: Date?) {
        let rows = rows(for: details)
        let wasRefresh = isRefreshing
        isLoading = false
        isRefreshing = false
        guard !wasRefresh || rows != self.details || cachedAt != offlineSince else { return }
        failure = nil
        offlineSince = cachedAt
        self.details = rows
        render()
        if wasRefresh, let id = selected?.id, let detail = rows.first(where: { $0.id == id }) {
            selected = detail
            showSelection(of: detail)
        }
    }

    /// Shows why the details could not be loaded, with a retry; a failed read for a screen shown
    /// again keeps the details shown.
    func didFailToLoad(_ error: ServiceError) {
        isLoading = false
        guard !isRefreshing else {
            isRefreshing = false
            return
        }
        if error != .cancelled { failure = errorWording.message(for: error) }
        render()
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        failure = nil
        render()
        interactor.fetchDetails()
    }

    private func render() {
        let status: ScreenStatus
        if let failure {
            status = .failed(failure)
        } else if details == nil {
            status = .loading(strings["account.loading"])
        } else {
            status = .ready
        }
        view?.display(
            AccountViewModel(
                title: strings["account.title"],
                status: status,
                details: details ?? [],
                selectionTitle: strings["account.selection.title"],
                selectionPrompt: strings["account.selection.prompt"],
                detailsTitle: strings["account.details.title"],
                dismissTitle: strings["account.dismiss"],
                nextScreenButtonTitle: isLoading ? strings["account.next.loading"] : strings["account.next"],
                isNextScreenEnabled: details != nil,
                retryTitle: failure == nil ? nil : strings["account.retry"],
                notice: offlineSince.map { strings.format("account.offline", formatting.savedAt($0, now: now())) }
            )
        )
    }

    private func rows(for details: AccountDetails) -> [AccountDetailViewModel] {
        [
            AccountDetailViewModel(id: "name", label: strings["account.detail.name"], value: details.displayName),
            AccountDetailViewModel(id: "username", label: strings["account.detail.username"], value: details.username),
            AccountDetailViewModel(id: "email", label: strings["account.detail.email"], value: details.email),
            AccountDetailViewModel(id: "phone", label: strings["account.detail.phone"], value: details.phone),
            AccountDetailViewModel(id: "team", label: strings["account.detail.team"], value: details.team),
            AccountDetailViewModel(id: "role", label: strings["account.detail.role"], value: details.role),
            AccountDetailViewModel(id: "office", label: strings["account.detail.office"], value: details.office),
            AccountDetailViewModel(
                id: "member-since", label: strings["account.detail.member-since"], value: formatting.day(details.memberSince)),
        ]
    }
}
