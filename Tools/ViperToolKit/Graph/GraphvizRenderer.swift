import Foundation

/// Renders DOT to SVG with Graphviz's `dot`, when it is installed.
public struct GraphvizRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The `dot` executable on the PATH, if any.
    public func dotExecutable(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Writes `dot` rendered as SVG to `output`; throws ``GraphError/graphvizNotInstalled`` without Graphviz.
    public func renderSVG(dot: String, to output: URL) throws {
        guard let executable = dotExecutable() else { throw GraphError.graphvizNotInstalled }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("viper-graph-\(UUID().uuidString).dot")
        try Data(dot.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg", input.path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GraphError.graphvizFailed(status: process.terminationStatus) }
    }
}
