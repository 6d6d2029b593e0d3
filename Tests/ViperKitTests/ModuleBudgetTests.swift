import Testing
import ViperKit
import ViperKitTesting

/// The budgets every module test checks: what an event cost (screens drawn, service calls, also by
/// the work it started) against what its module's budget allows.
@MainActor
@Suite("A module's budget, checked by every test of it")
struct ModuleBudgetTests {
    /// The counter's budget: a load draws the loading screen and the count, and makes one call.
    private static let budget = ModuleBudget([
        .load: EventCost(screens: 2, calls: ["CounterService.count": 1]),
        .action("add"): EventCost(screens: 2, calls: ["CounterService.count": 1]),
    ])

    private func loaded(_ store: ModuleTestStore) async {
        store.send(.load) { $0.status = .loading("Counting…") }
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 0"
        }
    }

    @Test("a module that costs what its budget allows passes")
    func withinBudget() async {
        let store = ModuleTestStore(CounterModule.build(budget: Self.budget, callsPerCount: 1))
        await loaded(store)
        await store.finish()
    }

    @Test(
        "one call more than the budget fails at the event's send, naming the module, the event, the calls against the budget and the owning team"
    )
    func oneCallTooMany() async {
        let store = ModuleTestStore(CounterModule.build(budget: Self.budget, callsPerCount: 2))
        await loaded(store)
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("Counter went over its budget on load, owned by @team-platform")
                && message.contains("CounterService.count 2 calls, budget 1")
                && message.contains("Modules/Counter/Sources/CounterBudget.swift")
                && issue.sourceLocation?.fileName == "ModuleBudgetTests.swift"
        }
    }

    @Test("an event its budget does not name may cost nothing: one that draws a screen fails, saying it has no budget")
    func unnamedEvent() async {
        let store = ModuleTestStore(CounterModule.build(budget: ModuleBudget([.load: Self.budget.events[.load]!]), callsPerCount: 1))
        await loaded(store)
        store.send(.action("add", form: [:])) {
            $0.status = .loading("Counting…")
            $0.notice = nil
        }
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 1"
        }
        // An action the counter does not know costs nothing, so it needs no budget.
        store.send(.action("unknown", form: [:]))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Counter has no budget for action \"add\"") && $0.rawValue.contains("2 screens; CounterService.count ×1")
            }
        }
    }

    @Test("what the work an event started costs after the send counts against that event, not against the next one sent")
    func workCountsAgainstItsEvent() async {
        let store = ModuleTestStore(CounterModule.build(budget: Self.budget, callsPerCount: 1), exhaustivity: .off)
        // The load's count runs a turn later: by then `add` has been sent, and its own count too.
        store.send(.load)
        store.send(.action("add", form: [:]))
        await store.receive {
            $0.status = .ready
            $0.notice = "Count: 1"
        }
        await store.finish()
    }

    @Test("a module without a budget (a stand-in, a host's test module) is measured and not judged")
    func noBudget() async {
        let store = ModuleTestStore(CounterModule.build(callsPerCount: 5))
        await loaded(store)
        await store.finish()
    }

    @Test("overruns name each call over its budget, and the screens when they are over")
    func overruns() {
        let allowed = EventCost(screens: 2, calls: ["A.a": 1])
        #expect(allowed.overruns(by: EventCost(screens: 2, calls: ["A.a": 1])) == [])
        #expect(
            allowed.overruns(by: EventCost(screens: 3, calls: ["A.a": 2, "B.b": 1])) == [
                "3 screens drawn, budget 2", "A.a 2 calls, budget 1", "B.b 1 call, budget 0",
            ])
        #expect(EventCost(screens: 1, calls: ["A.a": 2]).summary == "1 screen; A.a ×2")
        #expect(BudgetedEvent(.scroll(section: "items", offset: 50)) == .scroll)
        #expect(BudgetedEvent(.select(section: "day-2026-11-22", row: "7")) == .select)
        #expect(BudgetedEvent(.action("save", form: ["name": "x"])) == .action("save"))
    }

    @Test("a module's team is the last CODEOWNERS line matching its implementation's folder, the catch-all when none names it")
    func owners() {
        let owners = ModuleOwners(
            codeOwners: "# who reviews\n*  @team-platform\n/Modules/ItemsList/Sources/  @team-items\n/Modules/ItemsList/  @team-lists\n")
        #expect(owners.owners(of: "ItemsList") == "@team-lists")
        #expect(owners.owners(of: "Home") == "@team-platform")
        #expect(ModuleOwners().owners(of: "Home") == nil)
        #expect(ModuleOwners(nearestAbove: #filePath)?.owners(of: "ItemsList") == "@team-items", "the repository's own file")
    }
}
