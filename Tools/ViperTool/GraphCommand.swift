import ArgumentParser
import Foundation
import ViperToolKit

/// `viper graph`: prints the module graph, rewrites the README's copy of it, or renders it to SVG.
struct GraphCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the module graph of the package's own targets (no tests, tooling or third-party products)."
    )

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    @Option(help: "Output format: mermaid or dot.")
    var format: String = GraphFormat.mermaid.rawValue

    @Flag(help: "Draw each feature's Interface as part of its feature's node.")
    var collapseInterfaces = false

    @Flag(
        help: """
            Rewrite the Mermaid block between the README's viper:graph markers instead of printing \
            (Interfaces drawn inside their features, no edges to ViperKit).
            """)
    var readme = false

    @Flag(help: "Fail, changing nothing, when the README's graph is not the package's graph (what CI runs).")
    var check = false

    @Option(help: "Render the graph to this SVG file with Graphviz (dot).")
    var svg: String?

    func validate() throws {
        guard GraphFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be one of: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let package = try await PackageDumper().graph(ofPackageAt: root)
        let graph = ModuleGraph(package: package, collapsingInterfaces: collapseInterfaces)
        if readme || check { try rewriteReadme(root: root, graph: .readme(of: package)) }
        if let svg {
            do {
                try await GraphvizRenderer().renderSVG(dot: graph.dot(name: package.name), to: URL(fileURLWithPath: svg))
                print("Wrote \(svg)")
            } catch let error as GraphError {
                FileHandle.standardError.write(Data("viper graph: \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
        if !readme, !check, svg == nil {
            print(graph.rendered(as: GraphFormat(rawValue: format) ?? .mermaid, name: package.name), terminator: "")
        }
    }

    private func rewriteReadme(root: URL, graph: ModuleGraph) throws {
        let file = root.appendingPathComponent("README.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let updated = ReadmeGraphSection().replacing(in: text, with: graph.mermaid()) else {
            throw ValidationError(GraphError.readmeMarkersMissing(file.path).description)
        }
        if updated == text {
            print("README.md's module graph is up to date")
        } else if check {
            FileHandle.standardError.write(
                Data("viper graph: README.md's module graph is out of date; rewrite it with `swift run ViperTool graph --readme`\n".utf8))
            throw ExitCode.failure
        } else {
            try Data(updated.utf8).write(to: file)
            print("Updated the module graph in README.md")
        }
    }
}
