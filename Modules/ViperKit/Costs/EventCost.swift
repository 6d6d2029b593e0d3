/// What one event costs, or may cost: the screens the module draws for it and the service calls
/// it makes, by service and call (`"ItemsService.items"`), counting what the work it starts does
/// after the event was handled. Counts, not times, so a budget holds exactly on every machine.
public struct EventCost: Sendable, Hashable {
    /// How many times the module hands its view a screen (each `update`, whether it changed or not).
    public var screens: Int
    /// How many times each service call is made, by `"<Service>.<call>"`.
    public var calls: [String: Int]

    /// A cost of `screens` screens drawn and `calls` service calls.
    public init(screens: Int = 0, calls: [String: Int] = [:]) {
        self.screens = screens
        self.calls = calls
    }

    /// What of `measured` goes over this budget, one phrase each (`ItemsService.items 2 calls,
    /// budget 1`); empty when the measured cost fits.
    public func overruns(by measured: EventCost) -> [String] {
        var overruns: [String] = []
        if measured.screens > screens {
            overruns.append("\(measured.screens) screens drawn, budget \(screens)")
        }
        for (call, count) in measured.calls.sorted(by: { $0.key < $1.key }) where count > calls[call, default: 0] {
            overruns.append("\(call) \(count) \(count == 1 ? "call" : "calls"), budget \(calls[call, default: 0])")
        }
        return overruns
    }

    /// The cost as a budget line reads it: `2 screens; ItemsService.items ×1`.
    public var summary: String {
        let calls = calls.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
        return (["\(screens) \(screens == 1 ? "screen" : "screens")"] + calls).joined(separator: "; ")
    }
}
