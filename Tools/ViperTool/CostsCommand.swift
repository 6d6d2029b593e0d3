import ArgumentParser
import Foundation
import ViperToolKit

/// `viper costs`: per feature, its declared budget beside what its tests measured in the last run.
struct CostsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "costs",
        abstract: "Prints each feature's budget (screens drawn and service calls per event) beside what its tests measured, and its team.",
        discussion: """
            The budgets are read from Modules/<Feature>/Sources/<Feature>Budget.swift. The measurements come from a \
            Swift Testing event stream whose module tests attached their costs (ModuleTestStore does when \
            VIPER_RECORD_COSTS=1): Tests/run-all writes .build/full-run-events.jsonl, the default.
              VIPER_RECORD_COSTS=1 swift test --event-stream-output-path .build/full-run-events.jsonl --event-stream-version 0
              viper costs
              viper costs --json > costs.json
            Exits non-zero when a measured cost goes over its budget.
            """
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "The event stream to read measurements from (default: .build/full-run-events.jsonl).")
    var events: String?

    @Flag(help: "Print the table as JSON.")
    var json = false

    func run() throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let stream = events.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".build/full-run-events.jsonl")
        if !FileManager.default.fileExists(atPath: stream.path) {
            FileHandle.standardError.write(Data("viper costs: no event stream at \(stream.path); showing budgets only\n".utf8))
        }
        let table: CostTable
        do {
            table = try CostTable(packageAt: root, events: stream)
        } catch {
            throw ValidationError(error.description)
        }
        print(json ? table.json : table.text)
        if table.hasOverruns { throw ExitCode.failure }
    }
}
