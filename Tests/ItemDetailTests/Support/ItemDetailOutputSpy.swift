import Domain

@testable import ItemDetail

/// Records what an item detail interactor reports.
@MainActor
final class ItemDetailOutputSpy: ItemDetailInteractorOutput {
    private(set) var loaded: [Item] = []
    private(set) var loadFailures: [ServiceError] = []
    private(set) var saved: [Item] = []
    private(set) var saveFailures: [ServiceError] = []

    var reportCount: Int { loaded.count + loadFailures.count + saved.count + saveFailures.count }

    func didLoad(_ item: Item) { loaded.append(item) }
    func didFailToLoad(_ error: ServiceError) { loadFailures.append(error) }
    func didSave(_ item: Item) { saved.append(item) }
    func didFailToSave(_ error: ServiceError) { saveFailures.append(error) }
}
