import ViperKit

/// The counter module's view: `.load` and the `add`, `next`, `slow` and `leak` actions go to the
/// presenter (`same` updates the screen without changing it); it shows what the presenter displays.
@MainActor
final class CounterView: ModuleView {
    var presenter: CounterPresenter?

    init() {
        super.init(screen: Screen(title: "Counter"))
    }

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load: presenter?.load()
        case .action("add", _): presenter?.add()
        case .action("next", _): presenter?.next()
        case .action("slow", _): presenter?.slow()
        case .action("leak", _): presenter?.leak()
        case .action("same", _): update { _ in }  // an update that changes nothing
        default: break
        }
    }

    func display(status: ScreenStatus, count: Int?) {
        update {
            $0.status = status
            $0.notice = count.map { "Count: \($0)" }
        }
    }
}
