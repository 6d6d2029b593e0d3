import Foundation

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

    /// Builds and runs the tests, streaming their output to `output` and `errors` (this process's own by default).
    public func run(output destination: FileHandle = .standardOutput, errors errorDestination: FileHandle = .standardError) throws -> Outcome {
        let scratch = packageDirectory.appendingPathComponent(".build", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let events = scratch.appendingPathComponent("viper-events.jsonl")
        try? FileManager.default.removeItem(at: events)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "test", "--package-path", packageDirectory.path] + arguments
            + ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let streams = DispatchGroup()
        relay(output.fileHandleForReading, to: destination, group: streams)
        relay(errors.fileHandleForReading, to: errorDestination, group: streams)
        try process.run()
        process.waitUntilExit()
        streams.wait()
        let log = (try? Data(contentsOf: events)).map { TestEventLog(jsonLines: $0) }
        if let log { report(log, to: errorDestination) }
        return Outcome(status: process.terminationStatus, events: log)
    }

    /// Copies `source` to `destination` line by line, rewriting focused paths to real ones.
    private func relay(_ source: FileHandle, to destination: FileHandle, group: DispatchGroup) {
        let focus = focus
        group.enter()
        DispatchQueue.global().async {
            var pending = Data()
            while true {
                let chunk = source.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                guard let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) else { continue }
                let complete = pending[...lastNewline]
                destination.write(Self.realPaths(in: complete, focus: focus))
                pending = Data(pending[(lastNewline + 1)...])
            }
            if !pending.isEmpty { destination.write(Self.realPaths(in: pending, focus: focus)) }
            group.leave()
        }
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
