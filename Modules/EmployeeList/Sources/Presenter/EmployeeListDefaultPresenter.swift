import Domain
import Foundation
import ViperKit

/// The employee list presenter: asks the interactor for the employees, collects one
/// ``EmployeeSectionModel`` per employee with itself as the section's delegate, and sends the
/// sections' "Call" and "Text" taps to the router. The list is shown as soon as the employees
/// arrive, with initials; each photo then replaces its employee's initials. Every word it shows
/// comes from the module's own string table, in the language of its ``Formatting``.
@MainActor
final class EmployeeListDefaultPresenter: EmployeeListPresenter, EmployeeListInteractorOutput, EmployeeSectionModelDelegate {
    weak var view: (any EmployeeListView)?

    private let interactor: any EmployeeListInteractor
    private let router: any EmployeeListRouter
    /// The sections shown, once the employees are loaded.
    private var sections: [EmployeeSectionModel]?
    private var filter = ""
    private var isLoading = false
    /// Why the last load failed, if it did.
    private var failure: String?
    /// When this device saved the directory shown, while the API cannot be reached.
    private var offlineSince: Date?
    private let formatting: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording
    private let now: () -> Date

    /// Creates the presenter; it holds `interactor` and `router` strongly, writes the offline
    /// notice's time with `formatting`, telling today from earlier days by `now`, and shows its
    /// words in the language of `formatting`, from the module's own string table.
    init(
        interactor: any EmployeeListInteractor,
        router: any EmployeeListRouter,
        formatting: Formatting = Formatting(),
        now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "employees.error", words: strings.word(for:))
        self.now = now
    }

    // MARK: - EmployeeListPresenter

    /// Shows "Loading employees…" (in the table's language) and asks for them.
    func viewDidLoad() {
        load()
    }

    /// Asks the interactor for the employees matching `filter`.
    func didSubmitFilter(_ filter: String) {
        self.filter = filter.trimmingCharacters(in: .whitespacesAndNewlines)
        interactor.filterEmployees(by: self.filter)
        if sections == nil { render() }
    }

    /// Shows everyone again.
    func didTapClearFilter() {
        didSubmitFilter("")
    }

    /// Loads the employees again after a failure.
    func didTapRetry() {
        guard failure != nil else { return }
        load()
    }

    // MARK: - EmployeeListInteractorOutput

    /// Remembers whether the directory is this device's copy, for the notice.
    func didReadDirectory(cachedAt savedAt: Date?) {
        offlineSince = savedAt
    }

    /// Shows one section per employee, with this presenter as each section's delegate.
    func didLoad(_ profiles: [EmployeeProfile], matching filter: String) {
        isLoading = false
        failure = nil
        self.filter = filter
        sections = profiles.map { profile in
            let section = EmployeeSectionModel(profile, strings: strings)
            section.delegate = self
            return section
        }
        render()
    }

    /// Shows the photo in the section of its employee, if that employee is shown; the other
    /// sections are left as they are.
    func didLoadPhoto(_ photo: EmployeePhoto, ofEmployee employeeID: Int64) {
        guard let section = sections?.first(where: { $0.id == "employee-\(employeeID)" }) else { return }
        section.showPhoto(photo)
        render()
    }

    /// Shows why the employees could not be loaded, with a retry.
    func didFailToLoad(_ error: ServiceError) {
        isLoading = false
        if error != .cancelled { failure = errorWording.message(for: error) }
        render()
    }

    // MARK: - EmployeeSectionModelDelegate

    /// Calls the employee through the router.
    func didTapCall(withPhone phoneNumber: String) {
        router.openCall(to: phoneNumber)
    }

    /// Writes to the employee through the router.
    func didTapText(withEmail email: String) {
        router.openEmail(to: email)
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        failure = nil
        render()
        interactor.loadEmployees()
    }

    private func render() {
        let status: ScreenStatus
        if let failure {
            status = .failed(failure)
        } else if let sections {
            if sections.isEmpty {
                status = .empty(filter.isEmpty ? strings["employees.empty"] : strings.format("employees.no-match", filter))
            } else {
                status = .ready
            }
        } else {
            status = .loading(strings["employees.loading"])
        }
        view?.display(
            EmployeeListViewModel(
                title: strings["employees.title"],
                status: status,
                notice: offlineSince.map { strings.format("employees.offline", formatting.savedAt($0, now: now())) },
                filterLabel: strings["employees.filter.label"],
                filter: filter,
                filterTitle: strings["employees.filter.submit"],
                clearFilterTitle: filter.isEmpty ? nil : strings["employees.filter.clear"],
                retryTitle: failure == nil ? nil : strings["employees.retry"],
                sections: sections ?? []
            )
        )
    }
}
