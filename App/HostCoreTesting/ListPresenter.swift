import ViperKit

/// /list: a paged list of 25 items, 10 a page; selecting item n pushes /detail/n.
@MainActor
public final class ListPresenter: TestPresenting {
    static let total = 25
    static let pageSize = 10

    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter

    init(interactor: TestInteractor, router: TestRouter) {
        self.interactor = interactor
        self.router = router
    }

    public static let initialScreen = Screen(title: "Items")

    func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            show(offset: 0)
        case .scroll(section: "items", let offset):
            show(offset: offset)
        case .select(section: "items", let row):
            router.push("/detail/\(row)")
        default:
            break
        }
    }

    private func show(offset: Int) {
        let window = RowWindow(offset: min(offset, Self.total - 1), pageSize: Self.pageSize, total: Self.total)
        view?.update { screen in
            screen.sections = [
                ScreenSection(
                    id: "items",
                    title: "All items",
                    rows: window.indices.map { index in
                        ScreenRow(id: "\(index + 1)", title: "Item \(index + 1)", tone: index % 2 == 0 ? .positive : .negative, isSelectable: true)
                    },
                    window: window
                )
            ]
        }
    }
}
