import Domain
import ViperKit

/// Reads and changes one item through an ``ItemsService``. Every call runs in the module's
/// ``ModuleActivity``, so closing the module cancels it; a cancelled call reports nothing.
@MainActor
final class ItemDetailNextDefaultInteractor: ItemDetailNextInteractor {
    weak var output: (any ItemDetailNextInteractorOutput)?
    private let items: any ItemsService
    private let activity: ModuleActivity

    /// Creates the interactor over `items`, running its calls in `activity`.
    init(items: any ItemsService, activity: ModuleActivity) {
        self.items = items
        self.activity = activity
    }

    /// Reads item `id` from the service; reports it, or the failure, unless cancelled.
    func loadItem(id: Int64) {
        activity.run { [weak self, items] in
            let result: Result<Item, ServiceError>
            do throws(ServiceError) {
                result = .success(try await items.item(id: id))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let output = self?.output else { return }
            switch result {
            case .success(let item): output.didLoad(item)
            case .failure(let error): output.didFailToLoad(error)
            }
        }
    }

    /// Saves `enabled` for item `id`; reports the item as saved, or the failure, unless cancelled.
    func setEnabled(_ enabled: Bool, id: Int64) {
        activity.run { [weak self, items] in
            let result: Result<Item, ServiceError>
            do throws(ServiceError) {
                result = .success(try await items.setEnabled(enabled, id: id))
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let output = self?.output else { return }
            switch result {
            case .success(let item): output.didSave(item)
            case .failure(let error): output.didFailToSave(error)
            }
        }
    }
}
