import ViperKit

/// The counter module's interactor: counts after a short wait, in the module's activity.
@MainActor
final class CounterInteractor: AnyObject {
    weak var presenter: CounterPresenter?
    private let activity: ModuleActivity
    private var total = 0

    init(activity: ModuleActivity) {
        self.activity = activity
    }

    func count(adding amount: Int = 0) {
        activity.run { [weak self] in
            try? await Task.sleep(for: .milliseconds(10))
            guard let self else { return }
            total += amount
            presenter?.didCount(total)
        }
    }

    func wait(_ duration: Duration) {
        activity.run {
            try? await Task.sleep(for: duration)
        }
    }
}
