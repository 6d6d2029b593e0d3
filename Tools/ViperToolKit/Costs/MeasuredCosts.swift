import Foundation

/// What a run's module tests measured, read from its event stream: the `viper-costs.json` values
/// `ModuleTestStore` attaches (one per test: the module, and what each event it sent cost), the
/// most each module's event cost over all its sends.
public struct MeasuredCosts: Sendable, Equatable {
    /// The most one event of a module cost, over every send of it in the run.
    public struct Cost: Sendable, Equatable, Codable {
        /// The most screens one send drew.
        public var screens: Int
        /// The most calls of each service call one send made.
        public var calls: [String: Int]
        /// How many times the run sent it.
        public var sends: Int

        /// A cost of `screens` screens and `calls` calls, the most of `sends` sends.
        public init(screens: Int, calls: [String: Int], sends: Int) {
            self.screens = screens
            self.calls = calls
            self.sends = sends
        }
    }

    /// The name `ModuleTestStore` attaches its measurements under.
    public static let attachmentName = "viper-costs.json"

    /// Each module's events' costs, by module and event name.
    public let modules: [String: [String: Cost]]

    /// The costs attached to `log`'s tests; a value that is not the store's JSON is skipped.
    public init(_ log: TestEventLog) {
        var modules: [String: [String: Cost]] = [:]
        for attachment in log.attachments where attachment.name == Self.attachmentName {
            guard let record = try? JSONDecoder().decode(Record.self, from: attachment.bytes) else { continue }
            for event in record.events {
                var cost = modules[record.module, default: [:]][event.event] ?? Cost(screens: 0, calls: [:], sends: 0)
                cost.screens = max(cost.screens, event.screens)
                cost.calls.merge(event.calls, uniquingKeysWith: max)
                cost.sends += 1
                modules[record.module, default: [:]][event.event] = cost
            }
        }
        self.modules = modules
    }

    /// One test's attachment.
    private struct Record: Decodable {
        struct Event: Decodable {
            let event: String
            let screens: Int
            let calls: [String: Int]
        }
        let module: String
        let events: [Event]
    }
}
