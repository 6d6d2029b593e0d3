import Fakes
import Foundation
import ItemDetailInterface
import ViperKit
import ViperKitTesting

@testable import ItemDetail

/// Values and helpers the item detail tests share.
@MainActor
enum ItemDetailFixtures {
    static let utc = TimeZone(identifier: "UTC")!

    /// A presenter of item `id` wired to spies, with its view attached.
    static func presenter(id: Int64 = 3) -> (ItemDetailDefaultPresenter, ItemDetailViewSpy, ItemDetailInteractorSpy, ItemDetailRouterSpy) {
        let view = ItemDetailViewSpy()
        let interactor = ItemDetailInteractorSpy()
        let router = ItemDetailRouterSpy()
        let presenter = ItemDetailDefaultPresenter(
            itemID: id,
            interactor: interactor,
            router: router,
            dates: Formatting(timeZone: utc)
        )
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A builder over `items` writing dates in UTC and speaking `language`.
    static func builder(_ items: FakeItemsService, language: Language = .english) -> ItemDetailDefaultBuilder {
        ItemDetailDefaultBuilder(items: items, timeZone: utc, language: language)
    }

    /// The module of item `id` over `items`, speaking `language`, shown in a new navigator and loaded.
    static func shownModule(
        _ items: FakeItemsService,
        id: Int64 = 3,
        delegate: (any ItemDetailDelegate)? = nil,
        language: Language = .english
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = builder(items, language: language).build(input: ItemDetailInput(id: id), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
