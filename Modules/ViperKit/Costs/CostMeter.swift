import Synchronization

/// Counts what one event costs while it is handled and while the work it started runs: the test
/// harness binds a meter as ``current`` around delivering the event, tasks started then inherit it
/// (task-local values pass to child and unstructured tasks), and the fakes record each service call
/// into it. A call made outside any event (a builder's, a test's own) is counted nowhere.
///
/// ```swift
/// let meter = CostMeter()
/// CostMeter.$current.withValue(meter) { module.view.handle(.load) }
/// await module.activity.idle()
/// meter.measured   // EventCost(screens: 2, calls: ["ItemsService.items": 1])
/// ```
public final class CostMeter: Sendable {
    /// The meter of the event being handled, if one is measured.
    @TaskLocal public static var current: CostMeter?

    private let cost = Mutex(EventCost())

    /// A meter that has counted nothing.
    public init() {}

    /// What was counted so far.
    public var measured: EventCost { cost.withLock { $0 } }

    /// Counts one call of `call` (`"ItemsService.items"`) against the current event, if one is
    /// measured; `call` is not worked out otherwise, so a fake outside a test pays nothing for it.
    public static func recordCall(_ call: @autoclosure () -> String) {
        guard let current else { return }
        let name = call()
        current.cost.withLock { $0.calls[name, default: 0] += 1 }
    }

    /// Counts one call of `service` against the current event, named by the call's operation
    /// without its arguments (`items(offset: 0, limit: 50)` of `ItemsService` is
    /// `"ItemsService.items"`): how a fake or a spy records what it was asked. Nothing is worked out
    /// when no meter is bound.
    public static func recordCall(_ call: some Sendable, of service: String) {
        recordCall(service + "." + String(describing: call).prefix { $0 != "(" })
    }

    /// Counts one screen drawn against the current event, if one is measured.
    public static func recordScreen() {
        current?.cost.withLock { $0.screens += 1 }
    }
}
