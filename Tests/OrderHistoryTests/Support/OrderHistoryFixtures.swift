import OrderHistory
import OrderHistoryInterface
import ViperKit
import ViperKitTesting

/// Helpers the Order history tests share.
@MainActor
enum OrderHistoryFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (OrderHistoryDefaultPresenter, OrderHistoryViewSpy, OrderHistoryInteractorSpy, OrderHistoryRouterSpy) {
        let view = OrderHistoryViewSpy()
        let interactor = OrderHistoryInteractorSpy()
        let router = OrderHistoryRouterSpy()
        let presenter = OrderHistoryDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A page of sample records from `offset` on, out of `total`.
    static func page(offset: Int = 0, count: Int = 20, total: Int = 42) -> OrderHistoryPage {
        OrderHistoryPage(records: (offset..<offset + count).map(OrderHistorySampleDataSource.record(at:)), offset: offset, total: total)
    }

    /// The module over `dataSource`, shown in a new navigator and loaded.
    static func shownModule(
        _ dataSource: OrderHistorySampleDataSource = OrderHistorySampleDataSource(),
        delegate: (any OrderHistoryDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = OrderHistoryDefaultBuilder(dataSource: dataSource).build(input: OrderHistoryInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}
