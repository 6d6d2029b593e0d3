import Foundation
import Subprocess

/// Runs `swift test` in a package, usually a focused one: arguments pass through, output is
/// streamed with the focused folder's paths turned into the real files' paths, and the exit status
/// is `swift test`'s. Afterwards every unexpected issue is listed again as
/// `<real file>:<line>:<column>: error: …`, the form editors and CI annotate.
public struct SwiftTestRun: Sendable {
    /// The folder of the package the tests run in.
    public let packageDirectory: URL
    /// Extra `swift test` arguments (`--filter`, `--parallel`…).
    public let arguments: [String]
    private let focus: FocusedPackage?

    /// A run of the focused `package` with `arguments` passed to `swift test`.
    public init(focused package: FocusedPackage, arguments: [String]) {
        packageDirectory = package.directory
        self.arguments = arguments
        focus = package
    }

    /// A run of the package at `directory` as it is (the whole suite).
    public init(packageAt directory: URL, arguments: [String]) {
        packageDirectory = directory
        self.arguments = arguments
        focus = nil
    }

    /// What a run ended with.
    public struct Outcome: Sendable {
        /// `swift test`'s exit status.
        public let status: Int32
        /// What the tests reported (`nil` when the build failed before any test ran).
        public let events: TestEventLog?
    }

    /// Builds and runs the tests, streaming their output to `output` and `errors` (this process's
    /// own by default). Awaiting it suspends the caller while `swift test` runs; no thread waits.
    public func run(output destination: FileHandle = .standardOutput, errors errorDestination: FileHandle = .standardError) async throws -> Outcome {
        let scratch = packageDirectory.appendingPathComponent(".build", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let events = scratch.appendingPathComponent("viper-events.jsonl")
        try? FileManager.default.removeItem(at: events)
        let arguments =
            ["test", "--package-path", packageDirectory.path] + self.arguments
            + ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
        let focus = focus
        let result = try await Subprocess.run(.name("swift"), arguments: Arguments(arguments), input: .none, output: .sequence, error: .sequence) {
            execution in
            let output = execution.standardOutput
            let errors = execution.standardError
            async let relayedOutput: Void = Self.relay(output, to: destination, focus: focus)
            async let relayedErrors: Void = Self.relay(errors, to: errorDestination, focus: focus)
            _ = try await (relayedOutput, relayedErrors)
        }
        let status: Int32 =
            switch result.terminationStatus {
            case .exited(let code): Int32(code)
            case .signaled(let signal): 128 + Int32(signal)
            }
        let log = (try? Data(contentsOf: events)).map { TestEventLog(jsonLines: $0) }
        if let log { report(log, to: errorDestination) }
        return Outcome(status: status, events: log)
    }

    /// Copies `source` to `destination` line by line, rewriting focused paths to real ones.
    private static func relay(_ source: SubprocessOutputSequence, to destination: FileHandle, focus: FocusedPackage?) async throws {
        var pending = Data()
        for try await buffer in source {
            buffer.withUnsafeBytes { pending.append(contentsOf: $0) }
            guard let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) else { continue }
            destination.write(realPaths(in: pending[...lastNewline], focus: focus))
            pending = Data(pending[(lastNewline + 1)...])
        }
        if !pending.isEmpty { destination.write(realPaths(in: pending, focus: focus)) }
    }

    private static func realPaths(in bytes: Data, focus: FocusedPackage?) -> Data {
        guard let focus else { return bytes }
        return Data(focus.realPath(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    private func report(_ log: TestEventLog, to destination: FileHandle) {
        guard !log.issues.isEmpty else { return }
        var lines = ["", "viper test: \(log.issues.count) issue\(log.issues.count == 1 ? "" : "s") in the real files:"]
        for issue in log.issues {
            lines.append("\(focus?.realPath(issue.filePath) ?? issue.filePath):\(issue.line):\(issue.column): error: \(issue.message)")
        }
        destination.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
