import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper costs: each feature's budget beside what its tests measured", .onThreadsOfTheirOwn)
struct CostTableTests {
    private static let budget = """
        import ViperKit

        enum OrdersBudget {
            static let events = ModuleBudget([
                .load: EventCost(screens: 2, calls: ["OrderManager.orders": 1]),
                // A comment between entries.
                .action("save"): EventCost(screens: 3, calls: ["OrderManager.create": 1, "UserManager.currentUser": 1]),
                .select: EventCost(),
            ])
        }
        """

    /// A stream in which one test attached `json` as the store does.
    private static func stream(_ json: String...) -> Data {
        let lines = json.map { value in
            #"{"kind":"event","payload":{"kind":"valueAttached","testID":"OrdersTests.S/t()","attachment":{"_preferredName":"viper-costs.json","_bytes":"\#(Data(value.utf8).base64EncodedString())"}},"version":0}"#
        }
        return Data(lines.joined(separator: "\n").utf8)
    }

    @Test("a budget file's entries are read as the harness names events, with their screens and calls")
    func readsTheBudget() {
        let budget = DeclaredBudget(source: Self.budget)
        #expect(budget.events["load"] == DeclaredBudget.Cost(screens: 2, calls: ["OrderManager.orders": 1]))
        #expect(budget.events["action \"save\""] == DeclaredBudget.Cost(screens: 3, calls: ["OrderManager.create": 1, "UserManager.currentUser": 1]))
        #expect(budget.events["select"] == DeclaredBudget.Cost())
        #expect(budget.events.count == 3)
    }

    @Test("the measured cost of an event is the most one send cost, over every test that sent it")
    func measuredIsTheMostOfEverySend() throws {
        let log = TestEventLog(
            jsonLines: Self.stream(
                #"{"module":"Orders","events":[{"event":"load","screens":2,"calls":{"OrderManager.orders":1}}]}"#,
                #"{"module":"Orders","events":[{"event":"load","screens":3,"calls":{}},{"event":"select","screens":0,"calls":{}}]}"#
            ))
        let costs = MeasuredCosts(log)
        #expect(costs.modules["Orders"]?["load"] == MeasuredCosts.Cost(screens: 3, calls: ["OrderManager.orders": 1], sends: 2))
        #expect(costs.modules["Orders"]?["select"]?.sends == 1)
    }

    @Test("the table puts budget and measurement side by side with the team, and an event over its budget is marked and fails")
    func tableMarksOverruns() throws {
        let directory = try TemporaryDirectory(prefix: "CostTable")
        defer { directory.remove() }
        func write(_ text: String, _ path: String) throws {
            let url = directory.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("let features: [Feature] = [\n    Feature(\"Orders\"),\n    Feature(\"Cart\"),\n]\n", "Package.swift")
        try write("*  @team-platform\n/Modules/Orders/Sources/  @team-orders\n", "CODEOWNERS")
        try write(Self.budget, "Modules/Orders/Sources/OrdersBudget.swift")
        try Self.stream(#"{"module":"Orders","events":[{"event":"load","screens":2,"calls":{"OrderManager.orders":2}}]}"#)
            .write(to: directory.url.appendingPathComponent("events.jsonl"))

        let table = try CostTable(packageAt: directory.url, events: directory.url.appendingPathComponent("events.jsonl"))

        #expect(table.features.map(\.name) == ["Orders", "Cart"])
        #expect(table.features[0].owners == ["@team-orders"])
        #expect(table.features[0].rows.map(\.event) == ["load", "action \"save\"", "select"])
        #expect(table.features[0].rows[0].isOver)
        #expect(!table.features[1].hasBudget)
        #expect(table.hasOverruns)
        #expect(table.text.contains("OVER"))
        #expect(table.summary == "1 of 2 features have a budget, naming 3 events; the tests measured 1 events, 1 over budget")
        #expect(table.json.contains("\"owners\""))
    }
}
