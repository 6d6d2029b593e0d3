import Domain
import ViperKit

/// Reads and deletes items through an ``ItemsService``. Every call runs in the module's
/// ``ModuleActivity``, so closing the module cancels it; a cancelled call reports nothing.
@MainActor
final class ItemsListDefaultInteractor: ItemsListInteractor {
    weak var output: (any ItemsListInteractorOutput)?
    private let items: any ItemsService
    private let activity: ModuleActivity
    /// Page loads under way by offset, each with the token that tells it from a later load.
    private var pageLoads: [Int: (token: Int, task: Task<Void, Never>)] = [:]
    private var nextToken = 0
    private var isDeleting = false

    /// Creates the interactor over `items`, running its calls in `activity`.
    init(items: any ItemsService, activity: ModuleActivity) {
        self.items = items
        self.activity = activity
    }

    /// Reads one page from the service and reports it, or the failure, unless cancelled.
    func loadPage(offset: Int, limit: Int) {
        guard pageLoads[offset] == nil else { return }
        let token = nextToken
        nextToken += 1
        let task = activity.run { [weak self, items] in
            let result: Result<Fetched<ItemPage>, ServiceError>
            do throws(ServiceError) {
                result = .success(try await items.items(offset: offset, limit: limit))
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            if self.pageLoads[offset]?.token == token { self.pageLoads[offset] = nil }
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let page): self.output?.didLoad(page.value, cachedAt: page.source.cachedAt)
            case .failure(let error): self.output?.didFailToLoadPage(at: offset, error: error)
            }
        }
        pageLoads[offset] = (token, task)
    }

    /// Cancels the page loads under way; they report nothing.
    func cancelPageLoads() {
        for load in pageLoads.values { load.task.cancel() }
        pageLoads = [:]
    }

    /// Deletes every item through the service; a second call while one runs is ignored.
    func deleteAll() {
        guard !isDeleting else { return }
        isDeleting = true
        activity.run { [weak self, items] in
            let result: Result<Int, ServiceError>
            do throws(ServiceError) {
                result = .success(try await items.deleteAll())
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.isDeleting = false
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let count): self.output?.didDeleteAll(count: count)
            case .failure(let error): self.output?.didFailToDeleteAll(error)
            }
        }
    }

    func addSampleItems() {
        activity.run { [weak self, items] in
            let result: Result<Int, ServiceError>
            do throws(ServiceError) {
                result = .success(try await items.addSampleItems())
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let total): self.output?.didAddSampleItems(total: total)
            case .failure(let error): self.output?.didFailToAddSampleItems(error)
            }
        }
    }
}
