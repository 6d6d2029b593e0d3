import Foundation

/// Runs a command-line tool from the `PATH` (`swift`, `git`) to its end and keeps what it printed:
/// standard output through a pipe, errors in a temporary file (so a chatty tool never blocks on a
/// full pipe), and no standard input.
struct ToolProcess {
    /// What a finished tool left.
    struct Result {
        /// Its exit status.
        let status: Int32
        /// Its standard output.
        let output: Data
        /// Its standard error, as text.
        let errors: String

        /// The standard output as text.
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `arguments` (the tool's name first) with `environment` added to this process's.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("viper-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorLog) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorLog)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: data, errors: errors)
    }
}
