@testable import ItemDetail

/// An ``ItemDetailInteractor`` that records what it was asked to do.
@MainActor
final class ItemDetailInteractorSpy: ItemDetailInteractor {
    struct Change: Equatable {
        let enabled: Bool
        let id: Int64
    }

    private(set) var loads: [Int64] = []
    private(set) var changes: [Change] = []

    func loadItem(id: Int64) {
        loads.append(id)
    }

    func setEnabled(_ enabled: Bool, id: Int64) {
        changes.append(Change(enabled: enabled, id: id))
    }
}
