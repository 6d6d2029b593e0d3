import Foundation
import Subprocess

/// Runs a command-line tool from the `PATH` (`swift`, `git`) to its end with swift-subprocess and
/// keeps what it printed. Awaiting it suspends the caller instead of blocking a thread, so a
/// `viper` command or a test that runs `git` or `swift package` never holds one of Swift
/// concurrency's few threads while the tool works.
enum ToolProcess {
    /// What a finished tool left.
    struct Result: Sendable {
        /// Its exit status (128 + the signal's number when a signal ended it).
        let status: Int32
        /// Its standard output.
        let output: Data
        /// Its standard error, as text.
        let errors: String

        /// The standard output as text.
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The most a tool's standard output may hold (a package's `dump-package`, a long diff).
    static let outputLimit = 256 << 20
    /// The most its standard error may hold.
    static let errorLimit = 16 << 20

    /// Runs `tool` with `arguments` and with `environment` added to this process's, with `input` as its
    /// standard input (none by default).
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:], input: String = "") async throws -> Result {
        var updates: [Environment.Key: String?] = [:]
        for (key, value) in environment {
            if let key = Environment.Key(rawValue: key) { updates[key] = value }
        }
        let result = try await Subprocess.run(
            .name(tool),
            arguments: Arguments(arguments),
            environment: .inherit.updating(updates),
            input: .array(Array(input.utf8)),
            output: .data(limit: outputLimit),
            error: .string(limit: errorLimit)
        )
        let status: Int32 =
            switch result.terminationStatus {
            case .exited(let code): Int32(code)
            case .signaled(let signal): 128 + Int32(signal)
            }
        return Result(status: status, output: result.standardOutput, errors: result.standardError)
    }
}
