import Domain
import Foundation
import ItemDetailInterface
import ViperKit

/// Builds the item detail module over an ``ItemsService``.
@MainActor
public final class ItemDetailDefaultBuilder: ItemDetailBuilding {
    nonisolated static let moduleName = "ItemDetail"
    private let items: any ItemsService
    private let formatting: Formatting

    /// Creates a builder whose modules read and change `items`, write dates in `timeZone` and
    /// speak `language` (English by default).
    public init(items: any ItemsService, timeZone: TimeZone = .current, language: Language = .english) {
        self.items = items
        formatting = Formatting(timeZone: timeZone, language: language)
    }

    /// A new item detail module at `/items/<id>` reporting changes to `delegate` (held weakly).
    public func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = ItemDetailDefaultInteractor(items: items, activity: activity)
        let router = ItemDetailDefaultRouter(delegate: delegate)
        let presenter = ItemDetailDefaultPresenter(
            itemID: input.id,
            interactor: interactor,
            router: router,
            formatting: formatting
        )
        let view = ItemDetailDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: ItemDetailRoute.route(for: input.id),
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: ItemDetailBudget.events)
    }
}
