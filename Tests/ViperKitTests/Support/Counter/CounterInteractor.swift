import Clocks
import ViperKit

/// The counter module's interactor: counts in the module's activity, a turn later (as a service
/// answers), and waits on a clock no one advances when asked to be slow, until the module closes.
@MainActor
final class CounterInteractor: AnyObject {
    weak var presenter: CounterPresenter?
    private let activity: ModuleActivity
    private var total = 0
    private let clock = TestClock<Duration>()
    private let callsPerCount: Int

    init(activity: ModuleActivity, callsPerCount: Int = 0) {
        self.activity = activity
        self.callsPerCount = callsPerCount
    }

    func count(adding amount: Int = 0) {
        activity.run { [weak self] in
            await Task.yield()
            guard let self else { return }
            for _ in 0 ..< callsPerCount { CostMeter.recordCall("CounterService.count") }
            total += amount
            presenter?.didCount(total)
        }
    }

    func wait(_ duration: Duration) {
        activity.run { [clock] in
            try? await clock.sleep(for: duration)
        }
    }
}
