import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper graph", .onThreadsOfTheirOwn)
struct GraphTests {
    private let package = PackageGraph(
        name: "Small",
        targets: [
            PackageTarget(
                name: "App", kind: .executable, path: "App/Main",
                dependencies: [
                    TargetDependency(name: "AppComposition"),
                    TargetDependency(name: "ArgumentParser", package: "swift-argument-parser"),
                ]),
            PackageTarget(
                name: "AppComposition", kind: .regular, path: "App/Composition",
                dependencies: [
                    TargetDependency(name: "Orders"), TargetDependency(name: "Storage"),
                ]),
            PackageTarget(
                name: "OrdersInterface", kind: .regular, path: "Modules/Orders/Interface",
                dependencies: [
                    TargetDependency(name: "ViperKit")
                ]),
            PackageTarget(
                name: "Orders", kind: .regular, path: "Modules/Orders/Sources",
                dependencies: [
                    TargetDependency(name: "ViperKit"), TargetDependency(name: "OrdersInterface"), TargetDependency(name: "Domain"),
                ]),
            PackageTarget(name: "OrdersTests", kind: .test, dependencies: [TargetDependency(name: "Orders")]),
            PackageTarget(
                name: "Storage", kind: .regular, path: "Services/Storage",
                dependencies: [
                    TargetDependency(name: "Domain"), TargetDependency(name: "GRDB", package: "GRDB.swift"),
                ]),
            PackageTarget(name: "Domain", kind: .regular, path: "Services/Domain"),
            PackageTarget(name: "ViperKit", kind: .regular, path: "Modules/ViperKit"),
            PackageTarget(name: "ViperTool", kind: .executable, path: "Tools/ViperTool", dependencies: [TargetDependency(name: "ViperKit")]),
        ])

    @Test("Mermaid lists the package's own modules outside in, without tests, tooling or products")
    func mermaid() {
        #expect(
            ModuleGraph(package: package).mermaid() == """
                graph TD
                  App --> AppComposition
                  AppComposition --> Orders
                  AppComposition --> Storage
                  Orders --> OrdersInterface
                  Orders --> ViperKit
                  Orders --> Domain
                  OrdersInterface --> ViperKit
                  Storage --> Domain

                """)
    }

    @Test("The README's graph draws each Interface inside its feature and leaves out the edges to ViperKit")
    func readmeGraph() {
        #expect(
            ModuleGraph.readme(of: package).mermaid() == """
                graph TD
                  ViperKit
                  App --> AppComposition
                  AppComposition --> Orders
                  AppComposition --> Storage
                  Orders --> Domain
                  Storage --> Domain

                """)
    }

    @Test("DOT declares every node, then every edge")
    func dot() {
        #expect(
            ModuleGraph(package: package, collapsingInterfaces: true).dot(name: "Small") == """
                digraph "Small" {
                  rankdir=TB;
                  node [shape=box, fontname="Helvetica"];
                  "App";
                  "AppComposition";
                  "Orders";
                  "Storage";
                  "ViperKit";
                  "Domain";
                  "App" -> "AppComposition";
                  "AppComposition" -> "Orders";
                  "AppComposition" -> "Storage";
                  "Orders" -> "ViperKit";
                  "Orders" -> "Domain";
                  "Storage" -> "Domain";
                }

                """)
    }

    @Test("the README block is replaced in place, idempotently, leaving the rest untouched")
    func readme() throws {
        let readme = """
            # Title

            ## Module graph

            <!-- viper:graph:start -->
            ```mermaid
            graph TD
              Old --> Graph
            ```
            <!-- viper:graph:end -->

            The rules follow.

            """
        let section = ReadmeGraphSection()
        let mermaid = ModuleGraph(package: package).mermaid()
        let once = try #require(section.replacing(in: readme, with: mermaid))
        #expect(section.replacing(in: once, with: mermaid) == once)
        #expect(once.hasPrefix("# Title\n\n## Module graph\n\n<!-- viper:graph:start -->\n```mermaid\ngraph TD\n  App --> AppComposition\n"))
        #expect(once.hasSuffix("  Storage --> Domain\n```\n<!-- viper:graph:end -->\n\nThe rules follow.\n"))
        #expect(!once.contains("Old --> Graph"))
    }

    @Test("a README without markers is left alone")
    func missingMarkers() {
        #expect(ReadmeGraphSection().replacing(in: "# Title\n", with: "graph TD\n") == nil)
    }
}
