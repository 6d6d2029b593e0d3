/// The package's own modules and their dependencies, as drawn in the README: no tests, no
/// tooling, no benchmarks, no third-party products. Nodes and edges are sorted so the output is stable.
public struct ModuleGraph: Sendable, Hashable {
    /// The modules, outermost layer first (App, app layer, features, Interfaces, services, ViperKit, Domain).
    public let nodes: [String]
    /// The dependencies, sorted like `nodes` by their source, then by target.
    public let edges: [ModuleGraphEdge]

    /// Creates a graph of `nodes` and `edges` as given.
    public init(nodes: [String], edges: [ModuleGraphEdge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The module graph of `package`; with `collapsingInterfaces`, each `<Feature>Interface` is
    /// drawn as part of its feature's node.
    public init(package: PackageGraph, collapsingInterfaces: Bool = false) {
        let classifier = TargetClassifier()
        var rank: [String: Int] = [:]
        var merged: [String: String] = [:]
        for target in package.targets {
            let role = classifier.role(of: target)
            guard let layer = Self.layer(of: role) else { continue }
            if collapsingInterfaces, case let .interface(feature) = role,
                package.target(named: feature).map({ classifier.role(of: $0) }) == .feature(feature)
            {
                merged[target.name] = feature
                continue
            }
            rank[target.name] = layer
            merged[target.name] = target.name
        }
        let order: (String, String) -> Bool = { lhs, rhs in
            (rank[lhs] ?? .max, lhs) < (rank[rhs] ?? .max, rhs)
        }
        var edges: Set<ModuleGraphEdge> = []
        for target in package.targets {
            guard let from = merged[target.name] else { continue }
            for dependency in target.dependencies where !dependency.isProduct {
                guard let to = merged[dependency.name], to != from else { continue }
                edges.insert(ModuleGraphEdge(from: from, to: to))
            }
        }
        self.init(
            nodes: rank.keys.sorted(by: order),
            edges: edges.sorted { $0.from == $1.from ? order($0.to, $1.to) : order($0.from, $1.from) }
        )
    }

    /// The graph as the README draws it: each feature's Interface inside its feature's node, and
    /// no edges to ViperKit, which every feature, Interface and host depends on (the README says
    /// so once instead of drawing forty arrows).
    public static func readme(of package: PackageGraph) -> ModuleGraph {
        ModuleGraph(package: package, collapsingInterfaces: true).withoutEdges(to: "ViperKit")
    }

    /// The same graph without the edges that end at `node` (the node itself stays).
    public func withoutEdges(to node: String) -> ModuleGraph {
        ModuleGraph(nodes: nodes, edges: edges.filter { $0.to != node })
    }

    /// Where a role is drawn (smaller is outer); `nil` for what the graph leaves out.
    private static func layer(of role: TargetRole) -> Int? {
        switch role {
        case .app: 0
        case .shell: 1
        case .feature: 2
        case .interface: 3
        case .liveService: 4
        case .fakes: 5
        case .kitSupport: 6
        case .viperKit: 7
        case .domain: 8
        case .testing, .previews, .tooling, .benchmark, .test, .other: nil
        }
    }

    /// The graph as text in `format`.
    public func rendered(as format: GraphFormat, name: String = "Modules") -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot(name: name)
        }
    }

    /// The graph as a Mermaid flowchart, ending with a newline.
    public func mermaid() -> String {
        var lines = ["graph TD"]
        let connected = Set(edges.flatMap { [$0.from, $0.to] })
        lines += nodes.filter { !connected.contains($0) }.map { "  \($0)" }
        lines += edges.map { "  \($0.from) --> \($0.to)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph in Graphviz DOT, ending with a newline.
    public func dot(name: String = "Modules") -> String {
        var lines = ["digraph \"\(name)\" {", "  rankdir=TB;", "  node [shape=box, fontname=\"Helvetica\"];"]
        lines += nodes.map { "  \"\($0)\";" }
        lines += edges.map { "  \"\($0.from)\" -> \"\($0.to)\";" }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
