import Foundation
import Testing
import ViperKit

/// An exhaustive test of one module: the test sends ``ViewEvent``s to the real module (built by
/// its builder with fakes) and must account for every screen change and every navigator call, in
/// the order they happen. What it leaves unasserted, work still running at the end, or a module
/// that outlives its dismissal fails the test.
///
/// Each step names what changes, as a mutation of the screen the test last asserted:
///
/// ```swift
/// let store = ModuleTestStore(AccountFixtures.builder(account).build(input: AccountInput(), delegate: nil))
/// store.send(.load) {
///     $0.status = .loading("Loading account…")
/// }
/// await store.receive {
///     $0.status = .ready
///     $0.sections = …
/// }
/// store.send(.action("next", form: [:]))
/// await store.receive(.present(FinalScreenRoute(text: "Lisbon").route))
/// await store.finish()
/// ```
///
/// - ``send(_:_:sourceLocation:)`` delivers an event; the screen changes it makes at once are one
///   step, asserted by its closure; navigator calls are asserted with ``receive(_:timeout:sourceLocation:)``.
/// - ``receive(timeout:sourceLocation:_:)`` waits for the next change made by the module's work
///   (a service answering), and asserts it.
/// - ``finish(timeout:sourceLocation:)`` waits for the module's work to end, fails on anything
///   unasserted, closes the module and checks that its view, presenter, interactor and router are
///   released.
///
/// With ``Exhaustivity/off`` the store skips what the test does not assert: `receive` compares the
/// screen where the module settled, and nothing left over fails the test.
///
/// Every test also holds the module to its ``ModuleBudget``: the store measures each event it sends
/// (the screens drawn and the service calls made, also by the work the event started; see
/// ``CostMeter``), and `finish` fails the test at the `send` of an event that cost more than its
/// budget (an event the budget does not name may cost nothing), with the module's owning team from
/// `CODEOWNERS`.
///
/// Kept in one file on purpose: `send`, `receive` and `finish` are one contract over one private
/// log of screen changes and navigation, which a test author reads at once.
@MainActor
public final class ModuleTestStore {
    /// The navigator the module is shown in; it records every call and holds what is pushed.
    public let navigator = RecordingNavigator()
    /// How strictly the test is held to account.
    public let exhaustivity: Exhaustivity
    /// How long ``receive(timeout:sourceLocation:_:)`` and ``finish(timeout:sourceLocation:)`` wait
    /// when the test gives no timeout.
    public let timeout: Duration
    /// The clock those waits are bounded on: the wall clock by default, where the bound is a safety
    /// net far above what the module's work takes and no test waits for it to pass; a test that
    /// checks a wait giving up passes a clock it advances itself.
    private let clock: any Clock<Duration>

    private var module: Module?
    private let parts: ModuleParts
    private let activity: ModuleActivity
    /// The screen as the test last asserted it.
    private var expected: Screen
    /// What the module did that the test has not asserted yet, oldest first.
    private var entries: [ModuleTestEntry] = []
    private var waiter: CheckedContinuation<Void, Never>?
    /// The screen as the module last showed it, so an update that leaves it as it was is no change.
    private var shown: Screen
    // Read by the nonisolated deinit, which runs where the test drops the store, so an issue it
    // records belongs to that test; written only on the main actor.
    private nonisolated(unsafe) var finished = false
    private let name: String
    private let createdAt: SourceLocation
    private let budget: ModuleBudget?
    /// Each event sent, with what it cost so far and where the test sent it.
    private var measured: [(event: ViewEvent, meter: CostMeter, sentAt: SourceLocation)] = []

    /// Shows `module` in a ``RecordingNavigator`` without loading it: the test sends
    /// ``ViewEvent/load`` itself, as its first step.
    public init(
        _ module: Module,
        exhaustivity: Exhaustivity = .on,
        timeout: Duration = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.module = module
        self.parts = module.parts
        self.name = module.parts.name
        self.activity = module.activity
        self.exhaustivity = exhaustivity
        self.timeout = timeout
        self.clock = clock
        self.expected = module.view.screen
        self.shown = module.view.screen
        self.createdAt = sourceLocation
        self.budget = module.budget
        navigator.show(module, loading: false)
        module.view.onUpdate = { [weak self] screen in self?.note(.screen(screen)) }
        navigator.onCall = { [weak self] call in self?.note(.navigation(call)) }
    }

    /// The screen the module shows now.
    public var screen: Screen {
        module?.view.screen ?? expected
    }

    /// Sends `event` to the module's view. The screen changes it makes before returning are one
    /// step: `update` turns the last asserted screen into the one expected now. Without `update`
    /// the screen must not change (in exhaustive mode).
    public func send(
        _ event: ViewEvent,
        _ update: ((inout Screen) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let module else {
            fail("send(\(event)) after finish()", at: sourceLocation)
            return
        }
        failOnLeftovers(before: "send(\(event))", at: sourceLocation)
        let meter = CostMeter()
        measured.append((event, meter, sourceLocation))
        // The work the event starts inherits the meter, so what it costs later counts against it.
        CostMeter.$current.withValue(meter) { module.view.handle(event) }
        // Everything recorded while `handle` ran happened synchronously: the screen changes are
        // one step; navigator calls stay queued for `receive(_:)`.
        let screens = entries.compactMap { entry -> Screen? in
            if case .screen(let screen) = entry { return screen }
            return nil
        }
        entries.removeAll { if case .screen = $0 { true } else { false } }
        switch (screens.last, update) {
        case (let actual?, let update?):
            check(actual, against: update, step: "send(\(event))", at: sourceLocation)
        case (let actual?, nil):
            if exhaustivity == .on, actual != expected {
                fail(
                    "send(\(event)) changed the screen and the test did not assert it:\n"
                        + ScreenDifference.describe(expected: expected, actual: actual),
                    at: sourceLocation
                )
            }
            expected = actual
        case (nil, let update?):
            var wanted = expected
            update(&wanted)
            if wanted != expected {
                fail(
                    "send(\(event)) was expected to change the screen, but it did not change:\n"
                        + ScreenDifference.describe(expected: wanted, actual: expected), at: sourceLocation)
            }
        case (nil, nil):
            break
        }
    }

    /// Waits for the next screen change the module's work makes, and asserts it: `update` turns
    /// the last asserted screen into the expected one. (Not exhaustive: waits until the module is
    /// idle and compares the screen it settled on.)
    public func receive(
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout Screen) -> Void
    ) async {
        if exhaustivity == .off {
            await activity.idle(timeout: timeout ?? self.timeout, clock: clock)
            let latest = entries.last { if case .screen = $0 { true } else { false } }
            entries.removeAll()
            if case .screen(let actual) = latest {
                check(actual, against: update, step: "receive", at: sourceLocation)
            } else {
                check(screen, against: update, step: "receive", at: sourceLocation)
            }
            return
        }
        guard let entry = await next(timeout: timeout ?? self.timeout) else {
            fail("receive: the module made no screen change within \(timeout ?? self.timeout)", at: sourceLocation)
            return
        }
        guard case .screen(let actual) = entry else {
            fail("receive: a screen change was expected, but first came \(entry.summary)", at: sourceLocation)
            return
        }
        check(actual, against: update, step: "receive", at: sourceLocation)
    }

    /// Waits for the module's next navigator call and checks it is `call` (push, present, pop,
    /// dismiss, open URL, …). (Not exhaustive: skips other calls until `call` comes.)
    public func receive(
        _ call: RecordingNavigator.Call,
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let wait = timeout ?? self.timeout
        while true {
            guard let entry = await next(timeout: wait) else {
                fail("receive(\(call)): the module made no navigator call within \(wait)", at: sourceLocation)
                return
            }
            if case .navigation(let actual) = entry {
                if actual == call { return }
                if exhaustivity == .on {
                    fail("receive(\(call)): the module called \(actual) instead", at: sourceLocation)
                    return
                }
            } else if exhaustivity == .on {
                fail("receive(\(call)): first came \(entry.summary)", at: sourceLocation)
                return
            }
        }
    }

    /// Ends the test: the module's work must end within `timeout` (it is cancelled if not), and
    /// nothing it did may be left unasserted (exhaustive mode). Then the module is closed, as
    /// dismissing it would, and its view, presenter, interactor and router must be released.
    public func finish(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard !finished else { return }
        finished = true
        let wait = timeout ?? self.timeout
        if !(await activity.idle(timeout: wait, clock: clock)) {
            fail("finish: the module's work was still running after \(wait); it was cancelled", at: sourceLocation)
        }
        failOnLeftovers(before: "finish()", at: sourceLocation)
        checkBudget()
        module?.view.onUpdate = nil
        navigator.onCall = nil
        navigator.closeAll()
        module = nil
        // Let cancelled work unwind: a task holding an interactor lets go when it ends.
        for _ in 0 ..< 10 where !parts.liveRoles.isEmpty {
            await Task.yield()
        }
        let alive = parts.liveRoles
        if !alive.isEmpty {
            fail(
                "\(parts.name) was not released after it was closed: \(alive.joined(separator: ", ")) still alive",
                at: sourceLocation
            )
        }
    }

    deinit {
        if !finished {
            Issue.record(
                "The ModuleTestStore of \(name) ended without `await store.finish()`: what was left unasserted and the release went unchecked",
                sourceLocation: createdAt
            )
        }
    }

    // MARK: Private

    private func note(_ entry: ModuleTestEntry) {
        if case .screen(let screen) = entry {
            // Every update is a screen drawn, counted against the event whose work made it.
            CostMeter.recordScreen()
            // `update` calls that leave the screen as it was change nothing the user sees.
            guard screen != shown else { return }
            shown = screen
        }
        entries.append(entry)
        waiter?.resume()
        waiter = nil
    }

    /// The oldest unasserted entry, waiting up to `timeout` for one.
    private func next(timeout: Duration) async -> ModuleTestEntry? {
        guard entries.isEmpty else { return entries.removeFirst() }
        var expired = false
        let timer = Task { @MainActor [weak self, clock] in
            // A timer cancelled because its wait ended must not wake a later wait.
            guard (try? await clock.sleep(for: timeout)) != nil else { return }
            expired = true
            self?.waiter?.resume()
            self?.waiter = nil
        }
        while entries.isEmpty, !expired {
            await withCheckedContinuation { waiter = $0 }
        }
        timer.cancel()
        return entries.isEmpty ? nil : entries.removeFirst()
    }

    private func check(_ actual: Screen, against update: (inout Screen) -> Void, step: String, at location: SourceLocation) {
        var wanted = expected
        update(&wanted)
        if wanted != actual {
            fail(
                "\(step): the screen is not as expected (− expected, + actual):\n"
                    + ScreenDifference.describe(expected: wanted, actual: actual), at: location)
        }
        expected = actual
    }

    /// Fails at each `send` whose event cost more than the module's budget allows (nothing, for an
    /// event it does not name).
    private func checkBudget() {
        recordCosts()
        guard let budget else { return }
        let file = "Modules/\(name)/Sources/\(name)Budget.swift"
        for (event, meter, sentAt) in measured {
            let cost = meter.measured
            let key = BudgetedEvent(event)
            // The team is looked up only for a failure's message.
            var owner: String { ModuleOwner.owners(of: name, near: sentAt.filePath).map { ", owned by \($0)" } ?? "" }
            guard let allowed = budget.cost(of: key) else {
                if cost != EventCost() {
                    fail(
                        "\(name) has no budget for \(key)\(owner), so it may cost nothing, and it cost \(cost.summary); declare it in \(file)",
                        at: sentAt)
                }
                continue
            }
            let overruns = allowed.overruns(by: cost)
            if !overruns.isEmpty {
                fail(
                    "\(name) went over its budget on \(key)\(owner): \(overruns.joined(separator: "; ")) "
                        + "(it cost \(cost.summary); the budget, in \(file), allows \(allowed.summary))",
                    at: sentAt
                )
            }
        }
    }

    /// Whether to attach what each test's events cost (`VIPER_RECORD_COSTS=1`, as `Tests/run-all`
    /// sets it): off by default, as each attachment is a line of the console's output.
    private static let recordsCosts = ProcessInfo.processInfo.environment["VIPER_RECORD_COSTS"] == "1"

    /// What one test's events cost, as `viper costs` reads it from a run's event stream.
    private struct CostRecord: Encodable {
        struct Event: Encodable {
            let event: String
            let screens: Int
            let calls: [String: Int]
        }
        let module: String
        let events: [Event]
    }

    /// Attaches what each event sent cost to the test, as one JSON object (``CostRecord``): the
    /// module, then each event in the order sent.
    private func recordCosts() {
        guard Self.recordsCosts, !measured.isEmpty else { return }
        let record = CostRecord(
            module: name,
            events: measured.map { event, meter, _ in
                let cost = meter.measured
                return CostRecord.Event(event: BudgetedEvent(event).description, screens: cost.screens, calls: cost.calls)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(record) else { return }
        Attachment.record(String(decoding: data, as: UTF8.self), named: "viper-costs.json")
    }

    private func failOnLeftovers(before step: String, at location: SourceLocation) {
        guard exhaustivity == .on else {
            entries.removeAll()
            return
        }
        guard !entries.isEmpty else { return }
        let list = entries.map { "  - \($0.summary)" }.joined(separator: "\n")
        fail("Before \(step), the module did \(entries.count) thing(s) the test did not assert:\n\(list)", at: location)
        for case .screen(let screen) in entries { expected = screen }
        entries.removeAll()
    }

    private func fail(_ message: String, at location: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
