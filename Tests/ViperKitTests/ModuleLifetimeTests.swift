import Clocks
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("A module's lifetime")
struct ModuleLifetimeTests {
    /// A presenter that holds its parts as the architecture says: interactor and router strongly.
    final class Presenter {
        let interactor: Interactor
        let router: AnyObject
        init(interactor: Interactor, router: AnyObject) {
            self.interactor = interactor
            self.router = router
        }
    }

    /// The reports a leak handler was given.
    @MainActor
    final class Told {
        var reports: [LeakReport] = []
    }

    @MainActor
    final class Interactor {
        let activity: ModuleActivity
        var finished = false
        /// The clock the slow work waits on: no one advances it, so the work runs until cancelled.
        let clock = TestClock<Duration>()
        init(activity: ModuleActivity) { self.activity = activity }
        func startSlowWork() {
            activity.run { [weak self, clock] in
                try? await clock.sleep(for: .seconds(30))
                guard !Task.isCancelled else { return }
                self?.finished = true
            }
        }
    }

    final class View: ModuleView {
        var presenter: Presenter?
    }

    final class Router {}

    private func makeModule() -> (Module, Interactor) {
        let activity = ModuleActivity()
        let interactor = Interactor(activity: activity)
        let router = Router()
        let presenter = Presenter(interactor: interactor, router: router)
        let view = View(screen: Screen(title: "Lifetime"))
        view.presenter = presenter
        let module = Module(
            name: "Lifetime", route: Route("/lifetime"), view: view,
            presenter: presenter, interactor: interactor, router: router, activity: activity
        )
        return (module, interactor)
    }

    @Test("is released with all four roles once its navigator lets go of it")
    func releasedAfterPop() async {
        let navigator = RecordingNavigator()
        navigator.show(TestModule.make(route: Route("/root")))
        let parts: ModuleParts
        do {
            let (module, _) = makeModule()
            parts = module.parts
            navigator.push(module)
        }
        #expect(parts.liveRoles == ["view", "presenter", "interactor", "router"])
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("cancels its running work when closed, so slow work does not keep it alive")
    func cancelsWorkOnClose() async {
        let navigator = RecordingNavigator()
        navigator.show(TestModule.make(route: Route("/root")))
        let parts: ModuleParts
        let activity: ModuleActivity
        do {
            let (module, interactor) = makeModule()
            parts = module.parts
            activity = module.activity
            navigator.push(module)
            interactor.startSlowWork()
        }
        #expect(activity.isBusy)
        navigator.popTop()
        #expect(await activity.idle(timeout: .seconds(2)))
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("is reported, by role, when something still holds it after dismissal")
    func reportsLeaks() async {
        let tracker = LeakTracker()
        let (module, interactor) = makeModule()
        // No grace: the module is still held, so the first check reports it, with no wait.
        let report = await tracker.expectReleased(module.parts, grace: .zero)
        #expect(report == LeakReport(module: "Lifetime", liveRoles: ["view", "presenter", "interactor", "router"]))
        #expect(tracker.reports == [report].compactMap { $0 })
        #expect(tracker.leakCount == 1)
        _ = interactor
    }

    @Test("watched modules are checked together without waiting: a released one is dropped, a leaked one reported to its handler once its grace ends")
    func watching() async throws {
        let tracker = LeakTracker()
        let told = Told()
        do {
            let (released, _) = makeModule()
            tracker.watch(released.parts, grace: .zero) { told.reports.append($0) }
        }
        let (kept, interactor) = makeModule()
        // No grace: the tracker's first check, a turn of the main actor later, reports it.
        tracker.watch(kept.parts, grace: .zero) { told.reports.append($0) }
        try await eventually("the leak reported") { tracker.leakCount == 1 }
        #expect(told.reports == [LeakReport(module: "Lifetime", liveRoles: ["view", "presenter", "interactor", "router"])])
        #expect(tracker.reports == told.reports)
        withExtendedLifetime((kept, interactor)) {}
    }

    @Test("keeps only its most recent reports, and counts them all")
    func boundedReports() async {
        let tracker = LeakTracker(capacity: 2)
        let modules = (0 ..< 3).map { _ in makeModule() }
        for (module, _) in modules {
            await tracker.expectReleased(module.parts, grace: .zero)
        }
        #expect(tracker.reports.count == 2)
        #expect(tracker.leakCount == 3)
        #expect(tracker.capacity == 2)
        withExtendedLifetime(modules) {}
    }

    @Test("an activity is idle when its work has finished")
    func activityIdle() async {
        let activity = ModuleActivity()
        var done = false
        activity.run { done = true }
        #expect(activity.isBusy)
        #expect(await activity.idle())
        #expect(done)
        #expect(!activity.isBusy)
    }

    @Test("work that waits for the rest of its module's work, leaving itself, goes on once the rest ended")
    func activityIdleLeavingOne() async {
        let activity = ModuleActivity()
        var order: [String] = []
        // The load is held until the test lets it go, after the event began waiting for it.
        let (released, release) = AsyncStream<Void>.makeStream()
        activity.run {
            for await _ in released { break }
            order.append("load")
        }
        activity.run {
            await activity.idle(leaving: 1, timeout: .seconds(10))
            order.append("event")
        }
        release.yield()
        release.finish()
        #expect(await activity.idle())
        #expect(order == ["load", "event"])
    }
}

@MainActor
@Suite("A module's parts")
struct ModulePartsTests {
    @Test("name the live role objects, four distinct ones for a wired module")
    func liveObjects() {
        let (presenter, interactor, router) = (TestModule.Part(), TestModule.Part(), TestModule.Part())
        let module = Module(
            name: "Parts", route: Route("/parts"), view: ModuleView(screen: Screen(title: "Parts")),
            presenter: presenter, interactor: interactor, router: router, activity: ModuleActivity()
        )
        let objects = module.parts.liveObjects
        #expect(Set(objects.keys) == ["view", "presenter", "interactor", "router"])
        #expect(objects["view"] === module.view)
        #expect(Set(objects.values.map(ObjectIdentifier.init)).count == 4)
        withExtendedLifetime((presenter, interactor, router)) {}
    }
}

@MainActor
@Suite("Waiting for a module's activity")
struct ModuleActivityTests {
    @Test("gives up at the timeout while work is still running, and reports it busy")
    func timesOut() async {
        let activity = ModuleActivity()
        // The work waits on a clock no one advances; the wait's bound passes on one that passes at once.
        let held = TestClock<Duration>()
        activity.run { try? await held.sleep(for: .seconds(30)) }
        #expect(await activity.idle(timeout: .milliseconds(50), clock: ImmediateClock()) == false)
        #expect(activity.isBusy)
        activity.cancelAll()
        #expect(await activity.idle())
    }

    @Test("wakes every waiter when the last piece of work ends, including work started meanwhile")
    func wakesAllWaiters() async {
        let activity = ModuleActivity()
        var finished: [String] = []
        // The first piece of work is held until both waiters wait.
        let (released, release) = AsyncStream<Void>.makeStream()
        activity.run {
            for await _ in released { break }
            activity.run { finished.append("second") }
            finished.append("first")
        }
        async let one = activity.idle()
        async let two = activity.idle()
        release.yield()
        release.finish()
        let (first, second) = await (one, two)
        #expect(first && second)
        #expect(finished == ["first", "second"])
    }
}
