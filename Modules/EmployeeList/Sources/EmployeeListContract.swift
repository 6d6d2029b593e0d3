import Domain
import Foundation

/// What the employee list presenter can ask of its view.
@MainActor
protocol EmployeeListView: AnyObject {
    /// Shows `viewModel`: the title, the status, the filter and one section per employee.
    func display(_ viewModel: EmployeeListViewModel)
}

/// What the employee list view tells its presenter. Button taps do not come this way: they reach
/// the presenter through each section model's delegate.
@MainActor
protocol EmployeeListPresenter: AnyObject {
    func viewDidLoad()
    /// The user asked to filter by `filter`.
    func didSubmitFilter(_ filter: String)
    /// The user asked to show everyone again.
    func didTapClearFilter()
    func didTapRetry()
}

/// The employee list use cases: load the directory, then its photos, filter it.
@MainActor
protocol EmployeeListInteractor: AnyObject {
    /// Loads every employee; the employees matching the filter go to the output at once, then
    /// each photo as it arrives. A load already under way is not started twice.
    func loadEmployees()
    /// Keeps only the employees whose name or specialization contains every word of `filter`
    /// (ignoring case and accents); a blank filter keeps everyone. Once the employees are loaded,
    /// the matching ones go to the output, with the photos already fetched; nothing is fetched again.
    func filterEmployees(by filter: String)
}

/// What the employee list interactor reports, to its presenter.
@MainActor
protocol EmployeeListInteractorOutput: AnyObject {
    /// The employees matching `filter` (all of them for a blank filter), by name, each with the
    /// photo fetched so far (none yet on the first report: photos follow one by one).
    func didLoad(_ profiles: [EmployeeProfile], matching filter: String)
    /// The photo of the employee with `employeeID` arrived. Sent once per employee, whether or
    /// not the employee matches the filter; a photo that is missing or fails is never sent.
    func didLoadPhoto(_ photo: EmployeePhoto, ofEmployee employeeID: Int64)
    /// The directory came from this device's copy saved at `savedAt`, because the API could not
    /// be reached; `nil` when it is live. Told once per load, before the employees.
    func didReadDirectory(cachedAt savedAt: Date?)
    /// The employees could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

/// Where the employee list goes: outside the app, to call or write to an employee. Opening an
/// external URL is navigation, so the router does it, as it opens any other screen.
@MainActor
protocol EmployeeListRouter: AnyObject {
    /// Opens a `tel:` link to `phone`.
    func openCall(to phone: String)
    /// Opens a `mailto:` link to `email`.
    func openEmail(to email: String)
}
