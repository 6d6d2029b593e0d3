import Domain
import Foundation
import ViperKit

/// Loads the employee directory through an ``EmployeesService``, fetching the photos at the same
/// time (a photo that cannot be fetched leaves its employee without one), and filters it by name
/// or specialization. The load runs in the module's ``ModuleActivity``, so closing the module
/// cancels it; a cancelled load reports nothing.
@MainActor
public final class EmployeeListDefaultInteractor: EmployeeListInteractor {
    /// Where results go, held weakly: the presenter holds the interactor.
    public weak var output: (any EmployeeListInteractorOutput)?
    private let employees: any EmployeesService
    private let activity: ModuleActivity
    /// Every employee, once loaded.
    private var profiles: [EmployeeProfile]?
    private var filter = ""
    private var isLoading = false

    /// Creates the interactor over `employees`, running its calls in `activity`.
    public init(employees: any EmployeesService, activity: ModuleActivity) {
        self.employees = employees
        self.activity = activity
    }

    /// Loads the employees, then their photos side by side, and reports those matching the
    /// filter, or the failure, unless cancelled.
    public func loadEmployees() {
        guard !isLoading else { return }
        isLoading = true
        activity.run { [weak self, employees] in
            let result: Result<[EmployeeProfile], ServiceError>
            do throws(ServiceError) {
                result = .success(await Self.profiles(of: try await employees.employees(), photosFrom: employees))
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.isLoading = false
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let profiles):
                self.profiles = profiles
                self.reportMatches()
            case .failure(let error):
                self.output?.didFailToLoad(error)
            }
        }
    }

    /// Applies `filter` and, once the employees are loaded, reports those matching it.
    public func filterEmployees(by filter: String) {
        self.filter = filter.trimmingCharacters(in: .whitespacesAndNewlines)
        guard profiles != nil else { return }
        reportMatches()
    }

    /// Whether `employee`'s name or specialization contains every word of `filter`, ignoring case
    /// and accents ("chloe design" matches Chloé Dubois, product designer).
    public nonisolated static func matches(_ employee: Employee, filter: String) -> Bool {
        filter.split(whereSeparator: \.isWhitespace).allSatisfy { word in
            [employee.name, employee.specialization].contains {
                $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    // MARK: - Helpers

    private func reportMatches() {
        let matches = (profiles ?? []).filter { Self.matches($0.employee, filter: filter) }
        output?.didLoad(matches, matching: filter)
    }

    /// `employees` with their photos, fetched side by side; employees with no photo path are not asked for one.
    private nonisolated static func profiles(
        of employees: [Employee],
        photosFrom service: any EmployeesService
    ) async -> [EmployeeProfile] {
        let photos = await withTaskGroup(of: (Int64, EmployeePhoto?).self) { group in
            for employee in employees where employee.photoPath != nil {
                group.addTask { (employee.id, try? await service.photo(of: employee)) }
            }
            var photos: [Int64: EmployeePhoto] = [:]
            for await (id, photo) in group {
                photos[id] = photo
            }
            return photos
        }
        return employees.map { EmployeeProfile(employee: $0, photo: photos[$0.id]) }
    }
}
