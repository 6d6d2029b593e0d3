import Domain
import Foundation
import ViperKit

/// The account presenter (seed 004's `ListPresenter`): shows a loading state while the interactor
/// fetches the logged-in user's details, formats them into rows, updates the whole screen through
/// one ``AccountListViewModel`` when the user selects one, and moves on to the final screen with
/// the selected value, or tells the user to select one first.
@MainActor
final class AccountDefaultPresenter: AccountPresenter, AccountInteractorOutput {
    /// The message shown when the user asks for the next screen with nothing selected.
    nonisolated static let nextScreenError = "Cannot move to next screen. Please select name to continue"

    /// The view, held weakly: the view holds the presenter.
    weak var view: (any AccountView)?

    private let interactor: any AccountInteractor
    private let router: any AccountRouter
    private let dates: DateStyle

    /// The details shown, once loaded.
    private var details: [AccountDetailViewModel]?
    /// The detail the user selected, if any.
    private var selected: AccountDetailViewModel?
    private var isLoading = false
    /// Why the last load failed, while there are no details to show.
    private var failure: String?
    /// When this device saved the details shown, while the API cannot be reached.
    private var offlineSince: Date?
    private let now: () -> Date

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    /// - Parameter dates: How the account's start date is written (its day: "21 Oct 2020").
    init(
        interactor: any AccountInteractor, router: any AccountRouter, dates: DateStyle = DateStyle(), now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.dates = dates
        self.now = now
    }

    // MARK: - AccountPresenter

    /// Shows the loading state and asks for the details.
    func viewDidLoad() {
        load()
    }

    /// Remembers the selected detail, reports it through the router and updates the screen
    /// through one ``AccountListViewModel``.
    func didSelectDetail(id: String) {
        guard let detail = details?.first(where: { $0.id == id }) else { return }
        selected = detail
        router.notifyDidSelect(detail.value)
        view?.updateSelection(
            with: AccountListViewModel(
                successMessage: "Item Selected Successfully",
                selectedOptionTransform: "Selected: \(detail.value)",
                dismissTitle: "Can't Dismiss now",
                isDismissEnabled: false,
                nextScreenButtonTitle: "Ready to move to next screen",
                selectedOption: detail.value
            )
        )
    }

    /// Presents the final screen with the selected value, or tells the user to select one first.
    func didTapNextScreen() {
        guard let selected, !selected.value.isEmpty else {
            view?.showNextScreenError(title: "Nothing selected", message: Self.nextScreenError, dismissTitle: "OK")
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

    /// Shows the details as rows.
    func didLoad(_ details: AccountDetails, cachedAt: Date?) {
        isLoading = false
        failure = nil
        offlineSince = cachedAt
        self.details = rows(for: details)
        render()
    }

    /// Shows why the details could not be loaded, with a retry.
    func didFailToLoad(_ error: ServiceError) {
        isLoading = false
        if error != .cancelled { failure = ServiceErrorWording.account.message(for: error) }
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
            status = .loading("Loading account…")
        } else {
            status = .ready
        }
        view?.display(
            AccountViewModel(
                title: "Account",
                status: status,
                details: details ?? [],
                selectionPrompt: "Select a detail to continue",
                dismissTitle: "Dismiss",
                nextScreenButtonTitle: isLoading ? "Loading…" : "Go to final screen",
                isNextScreenEnabled: details != nil,
                retryTitle: failure == nil ? nil : "Try again",
                notice: offlineSince.map { "Offline — showing your account as saved \(dates.savedAt($0, now: now()))" }
            )
        )
    }

    private func rows(for details: AccountDetails) -> [AccountDetailViewModel] {
        [
            AccountDetailViewModel(id: "name", label: "Name", value: details.displayName),
            AccountDetailViewModel(id: "username", label: "Username", value: details.username),
            AccountDetailViewModel(id: "email", label: "Email", value: details.email),
            AccountDetailViewModel(id: "phone", label: "Phone", value: details.phone),
            AccountDetailViewModel(id: "team", label: "Team", value: details.team),
            AccountDetailViewModel(id: "role", label: "Role", value: details.role),
            AccountDetailViewModel(id: "office", label: "Office", value: details.office),
            AccountDetailViewModel(id: "member-since", label: "Member since", value: dates.day(details.memberSince)),
        ]
    }
}
