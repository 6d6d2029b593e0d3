import Domain
import ViperKit

/// Reads the Employee list list through a ``EmployeeListDataSource``. Every call runs in the module's
/// ``ModuleActivity``, so closing the module cancels it; a cancelled call reports nothing.
@MainActor
public final class EmployeeListDefaultInteractor: EmployeeListInteractor {
    /// Where results go, held weakly: the presenter holds the interactor.
    public weak var output: (any EmployeeListInteractorOutput)?
    private let dataSource: any EmployeeListDataSource
    private let activity: ModuleActivity

    /// Creates the interactor over `dataSource`, running its calls in `activity`.
    public init(dataSource: any EmployeeListDataSource, activity: ModuleActivity) {
        self.dataSource = dataSource
        self.activity = activity
    }

    /// Reads the page; reports it, or the failure, unless cancelled.
    public func loadPage(offset: Int, limit: Int) {
        activity.run { [weak self, dataSource] in
            let result: Result<EmployeeListPage, ServiceError>
            do throws(ServiceError) {
                result = .success(try await dataSource.page(offset: offset, limit: limit))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let output = self?.output else { return }
            switch result {
            case .success(let page): output.didLoad(page)
            case .failure(let error): output.didFailToLoad(error)
            }
        }
    }
}
