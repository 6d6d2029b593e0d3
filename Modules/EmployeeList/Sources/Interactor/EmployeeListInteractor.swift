import ViperKit

/// The employee list use cases: load the directory, then its photos, filter it.
@MainActor
protocol EmployeeListInteractor: ViperInteractor {
    /// Loads every employee; the employees matching the filter go to the output at once, then
    /// each photo as it arrives. A load already under way is not started twice.
    func loadEmployees()
    /// Keeps only the employees whose name or specialization contains every word of `filter`
    /// (ignoring case and accents); a blank filter keeps everyone. Once the employees are loaded,
    /// the matching ones go to the output, with the photos already fetched; nothing is fetched again.
    func filterEmployees(by filter: String)
}
