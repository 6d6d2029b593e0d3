import Domain
import Fakes
import Foundation
@testable import ItemsList
import ViperKit
import ViperKitTesting

/// Values and helpers the items list tests share.
@MainActor
enum ItemsListFixtures {
    static let utc = TimeZone(identifier: "UTC")!

    /// A presenter wired to spies, with its view attached (the view reads rows like the real one).
    static func presenter(
        pageSize: Int = 50,
        cacheCapacity: Int = 8
    ) -> (ItemsListDefaultPresenter, ItemsListViewSpy, ItemsListInteractorSpy, ItemsListRouterSpy) {
        let view = ItemsListViewSpy()
        let interactor = ItemsListInteractorSpy()
        let router = ItemsListRouterSpy()
        let presenter = ItemsListDefaultPresenter(
            interactor: interactor,
            router: router,
            dateStyle: ItemsListDefaultPresenter.dateStyle(timeZone: utc),
            pageSize: pageSize,
            cacheCapacity: cacheCapacity
        )
        presenter.view = view
        view.presenter = presenter
        return (presenter, view, interactor, router)
    }

    /// The page at `offset` of a list of `total` sample items.
    static func page(offset: Int, total: Int, size: Int = 50) -> ItemPage {
        let count = max(0, min(size, total - offset))
        return ItemPage(items: FakeItems.make(count, startingAt: Int64(offset) + 1), offset: offset, total: total)
    }

    /// A builder over `items`, opening details through `detail`, writing dates in UTC.
    static func builder(_ items: FakeItemsService, detail: ItemDetailBuilderSpy = ItemDetailBuilderSpy()) -> ItemsListDefaultBuilder {
        ItemsListDefaultBuilder(items: items, detail: detail, timeZone: utc)
    }

    /// A module over `items`, shown in a new navigator and loaded.
    static func shownModule(
        _ items: FakeItemsService,
        detail: ItemDetailBuilderSpy = ItemDetailBuilderSpy()
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = builder(items, detail: detail).build()
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
