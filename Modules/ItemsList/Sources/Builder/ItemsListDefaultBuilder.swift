import Domain
import Foundation
import ItemDetailInterface
import ItemsListInterface
import ViperKit

/// Builds the items list module over an ``ItemsService``, opening details through `detail`.
@MainActor
public final class ItemsListDefaultBuilder: ItemsListBuilding {
    nonisolated static let moduleName = "ItemsList"
    private let items: any ItemsService
    private let detail: any ItemDetailBuilding
    private let formatting: Formatting

    /// Creates a builder whose modules read `items`, open details through `detail`, write dates in
    /// `timeZone` and speak `language` (English by default).
    public init(items: any ItemsService, detail: any ItemDetailBuilding, timeZone: TimeZone = .current, language: Language = .english) {
        self.items = items
        self.detail = detail
        formatting = Formatting(timeZone: timeZone, language: language)
    }

    /// A new items list module at `/items`.
    public func build() -> Module {
        let activity = ModuleActivity()
        let interactor = ItemsListDefaultInteractor(items: items, activity: activity)
        let router = ItemsListDefaultRouter(detail: detail)
        let presenter = ItemsListDefaultPresenter(
            interactor: interactor,
            router: router,
            formatting: formatting
        )
        let view = ItemsListDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: ItemsListRoute.route,
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: ItemsListBudget.events)
    }
}
