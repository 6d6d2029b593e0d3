import ViperKit

/// The counter module's presenter: shows Loading, then the count the interactor loads; `add` asks
/// for one more; `next` routes on; `leak` makes a retain cycle, for the harness's release check.
@MainActor
final class CounterPresenter: AnyObject {
    weak var view: CounterView?
    let interactor: CounterInteractor
    let router: CounterRouter
    private var cycle: AnyObject?

    init(view: CounterView, interactor: CounterInteractor, router: CounterRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func load() {
        view?.display(status: .loading("Counting…"), count: nil)
        interactor.count()
    }

    func add() {
        view?.display(status: .loading("Counting…"), count: nil)
        interactor.count(adding: 1)
    }

    func next() {
        router.showNext()
    }

    func slow() {
        interactor.wait(.seconds(60))
    }

    func leak() {
        cycle = self
    }

    func didCount(_ count: Int) {
        view?.display(status: .ready, count: count)
    }
}
