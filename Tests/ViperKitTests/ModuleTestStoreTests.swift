import Clocks
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Exhaustive module harness")
struct ModuleTestStoreTests {
    @Test("a test that asserts every screen change and navigator call, in order, passes and checks the release")
    func everythingAsserted() async {
        let store = ModuleTestStore(CounterModule.build())
        store.send(.load) {
            $0.status = .loading("Counting…")
        }
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 0"
        }
        store.send(.action("add", form: [:])) {
            $0.status = .loading("Counting…")
            $0.notice = nil
        }
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 1"
        }
        store.send(.action("next", form: [:]))
        await store.receive(.push(Route("/next")))
        await store.finish()
    }

    @Test("a screen change the test does not assert fails the test, with the difference")
    func unassertedScreenChange() async {
        let store = ModuleTestStore(CounterModule.build())
        withKnownIssue {
            store.send(.load)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("changed the screen and the test did not assert it") && $0.rawValue.contains("Counting…") }
        }
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 0"
        }
        await store.finish()
    }

    @Test("a wrong expectation fails with − expected and + actual lines")
    func wrongExpectation() async {
        let store = ModuleTestStore(CounterModule.build())
        store.send(.load) { $0.status = .loading("Counting…") }
        await withKnownIssue {
            await store.receive {
                $0.status = .ready
                $0.notice = "Count: 7"
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("−") && $0.rawValue.contains("Count: 7") && $0.rawValue.contains("Count: 0") }
        }
        await store.finish()
    }

    @Test("a navigator call left unasserted fails the test at finish")
    func unassertedNavigation() async {
        let store = ModuleTestStore(CounterModule.build())
        store.send(.action("next", form: [:]))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("push") && $0.rawValue.contains("did not assert") }
        }
    }

    @Test("expecting a screen change when the module navigated first fails: order counts")
    func orderCounts() async {
        let store = ModuleTestStore(CounterModule.build())
        store.send(.action("next", form: [:]))
        await withKnownIssue {
            await store.receive { $0.status = .ready }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("first came the navigator call") }
        }
        await store.finish()
    }

    @Test("work still running at the end fails the test and is cancelled")
    func workStillRunning() async {
        // The finish's bound passes at once; the slow work waits for a clock no one advances.
        let store = ModuleTestStore(CounterModule.build(), clock: ImmediateClock())
        store.send(.action("slow", form: [:]))
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(50))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("still running") }
        }
    }

    @Test("a module that outlives its dismissal fails the test, naming the roles still alive")
    func leakFails() async {
        let store = ModuleTestStore(CounterModule.build())
        store.send(.action("leak", form: [:]))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("was not released") && $0.rawValue.contains("presenter") }
        }
    }

    @Test("non-exhaustive: only what is asserted is checked, receive compares where the module settled")
    func nonExhaustive() async {
        let store = ModuleTestStore(CounterModule.build(), exhaustivity: .off)
        store.send(.load)
        store.send(.action("add", form: [:]))
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 1"
        }
        store.send(.action("next", form: [:]))
        await store.finish()
    }

    @Test("an update that leaves the screen as it was is no change to assert")
    func sameScreenIsNoChange() async {
        let store = ModuleTestStore(CounterModule.build())
        store.send(.action("same", form: [:]))
        await store.finish()
    }

    @Test("a store that is never finished reports it")
    func unfinished() async {
        withKnownIssue {
            _ = ModuleTestStore(CounterModule.build())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("without `await store.finish()`") }
        }
    }
}
