import Domain
import Foundation
import ViperKit

/// Loads the employee directory through an ``EmployeesService`` and filters it by name or
/// specialization. The employees are reported as soon as they arrive; their photos are then
/// fetched, at most ``maxPhotosInFlight`` at a time, and reported one by one as each arrives (a
/// photo that is missing or fails is not reported: its employee keeps their initials). Each photo
/// is asked for once. Everything runs in the module's ``ModuleActivity``, so closing the module
/// cancels the load and the photo fetches; cancelled work reports nothing.
@MainActor
final class EmployeeListDefaultInteractor: EmployeeListInteractor {
    weak var output: (any EmployeeListInteractorOutput)?
    /// The most photos fetched at the same time.
    let maxPhotosInFlight: Int
    private let employees: any EmployeesService
    private let activity: ModuleActivity
    /// Every employee, once loaded.
    private var directory: [Employee]?
    /// The photos fetched so far, by employee id.
    private var photos: [Int64: EmployeePhoto] = [:]
    /// The employees whose photo was asked for (or is being), so none is asked for twice.
    private var requestedPhotos: Set<Int64> = []
    private var filter = ""
    private var isLoading = false

    /// Creates the interactor over `employees`, running its calls in `activity` and fetching at
    /// most `maxPhotosInFlight` photos at a time (at least one).
    init(employees: any EmployeesService, activity: ModuleActivity, maxPhotosInFlight: Int = 4) {
        self.employees = employees
        self.activity = activity
        self.maxPhotosInFlight = max(1, maxPhotosInFlight)
    }

    /// Loads the employees and reports those matching the filter, or the failure, unless
    /// cancelled; then fetches the photos not asked for yet.
    func loadEmployees() {
        guard !isLoading else { return }
        isLoading = true
        activity.run { [weak self, employees] in
            let result: Result<Fetched<[Employee]>, ServiceError>
            do throws(ServiceError) {
                result = .success(try await employees.employees())
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.isLoading = false
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let fetched):
                self.directory = fetched.value
                self.output?.didReadDirectory(cachedAt: fetched.source.cachedAt)
                self.reportMatches()
                self.fetchPhotos(of: fetched.value)
            case .failure(let error):
                self.output?.didFailToLoad(error)
            }
        }
    }

    /// Applies `filter` and, once the employees are loaded, reports those matching it with the
    /// photos already fetched.
    func filterEmployees(by filter: String) {
        self.filter = filter.trimmingCharacters(in: .whitespacesAndNewlines)
        guard directory != nil else { return }
        reportMatches()
    }

    /// Whether `employee`'s name or specialization contains every word of `filter`, ignoring case
    /// and accents ("chloe design" matches Chloé Dubois, product designer).
    nonisolated static func matches(_ employee: Employee, filter: String) -> Bool {
        filter.split(whereSeparator: \.isWhitespace).allSatisfy { word in
            [employee.name, employee.specialization].contains {
                $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    // MARK: - Helpers

    private func reportMatches() {
        let matches = (directory ?? [])
            .filter { Self.matches($0, filter: filter) }
            .map { EmployeeProfile(employee: $0, photo: photos[$0.id]) }
        output?.didLoad(matches, matching: filter)
    }

    /// Fetches the photos of `directory` not asked for yet (employees with no photo path are not
    /// asked), at most ``maxPhotosInFlight`` at a time, reporting each as it arrives.
    private func fetchPhotos(of directory: [Employee]) {
        let wanted = directory.filter { $0.photoPath != nil && !requestedPhotos.contains($0.id) }
        guard !wanted.isEmpty else { return }
        requestedPhotos.formUnion(wanted.map(\.id))
        activity.run { [weak self, employees, maxPhotosInFlight] in
            await withTaskGroup(of: (Int64, EmployeePhoto?).self) { group in
                var queue = wanted[...]
                for _ in 0 ..< maxPhotosInFlight {
                    guard let employee = queue.popFirst() else { break }
                    group.addTask { (employee.id, try? await employees.photo(of: employee)) }
                }
                for await (id, photo) in group {
                    guard !Task.isCancelled, let self else {
                        group.cancelAll()
                        return
                    }
                    if let employee = queue.popFirst() {
                        group.addTask { (employee.id, try? await employees.photo(of: employee)) }
                    }
                    guard let photo else { continue }
                    self.photos[id] = photo
                    self.output?.didLoadPhoto(photo, ofEmployee: id)
                }
            }
        }
    }
}
