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
    public func renderSVG(dot: String, to output: URL) async throws {
        guard dotExecutable() != nil else { throw GraphError.graphvizNotInstalled }
        let result = try await ToolProcess.run("dot", ["-Tsvg", "-o", output.path], input: dot)
        guard result.status == 0 else { throw GraphError.graphvizFailed(status: result.status) }
    }
}
