import Foundation

/// Finds what nobody uses (`viper unused`): every public declaration of an Interface or a Testing
/// kit that no other target's code names (tests count: a stand-in used only by another module's
/// tests is used), and every feature that no target but its own and the tests reaches through its
/// builder or its route (the App's plugin list, a tab, another module's router).
///
/// Sources are read with swift-syntax, as `viper api` reads them: a declaration is named when its
/// base name is an identifier of another target's code, so an enum case matched as `.loaded`, a
/// member reached through a typealias or an inferred type, and a function called by its labels
/// all count. Protocol requirements, conformances and initializers are never listed (the first two
/// are used through the protocol, an initializer through its type), nor members that implement a
/// requirement of a protocol the package or the standard library declares.
///
/// ```swift
/// let findings = UnusedFinder(root: root, graph: try await PackageDumper().graph(ofPackageAt: root)).findings()
/// ```
public struct UnusedFinder: Sendable {
    /// The package's folder.
    public let root: URL
    /// Its targets.
    public let graph: PackageGraph

    /// Creates a finder for the package at `root` with targets `graph`.
    public init(root: URL, graph: PackageGraph) {
        self.root = root
        self.graph = graph
    }

    /// Requirements of standard-library protocols a public member may implement, and so is used
    /// through the protocol even when no target names it.
    static let standardRequirements: Set<String> = [
        "description", "debugDescription", "hash", "hashValue", "id", "encode", "rawValue", "allCases", "errorDescription",
        "failureReason", "recoverySuggestion", "makeIterator", "next", "wrappedValue", "projectedValue", "callAsFunction",
    ]

    /// Everything unused, sorted by file and line.
    public func findings() throws -> [UnusedFinding] {
        let classifier = TargetClassifier()
        let owners = CodeOwners.file(inPackageAt: root)
        let scanner = SourceScanner()
        var filesByTarget: [String: [String]] = [:]
        for target in graph.targets where target.kind != .plugin {
            filesByTarget[target.name] = target.swiftFiles(inPackageAt: root)
        }
        let scanned = scanner.scan(filesByTarget.values.flatMap { $0 }, under: root)
        var users: [String: Set<String>] = [:]
        for (target, files) in filesByTarget {
            for file in files { for name in scanned[file]?.identifiers ?? [] { users[name, default: []].insert(target) } }
        }
        func owner(of file: String) -> String {
            let team = owners?.owners(ofFolder: (file as NSString).deletingLastPathComponent).joined(separator: " ") ?? ""
            return team.isEmpty ? "nobody" : team
        }

        var surfaces: [String: APISurface] = [:]
        // The Interfaces and kits read, and the core their members may implement requirements of.
        for target in graph.targets where target.kind == .regular && Self.readsSurface(of: classifier.role(of: target)) {
            var reader = APISurfaceReader(target: target.name)
            for file in filesByTarget[target.name] ?? [] {
                guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
                try reader.read(text, file: file)
            }
            surfaces[target.name] = reader.surface()
        }
        let requirements = Self.standardRequirements.union(
            surfaces.values.flatMap { $0.symbols.values.filter(\.isRequirement).map(\.name) })

        var findings: [UnusedFinding] = []
        for target in graph.targets {
            switch classifier.role(of: target) {
            case .interface, .testing: break
            default: continue
            }
            let symbols = surfaces[target.name]?.sortedSymbols ?? []
            let unusedTypes = Set(
                symbols.filter { $0.kind.isType || $0.kind == .typealias }.filter { !Self.named($0.name, outside: target.name, in: users) }
                    .map(\.name))
            for symbol in symbols {
                switch symbol.kind {
                case .conformance, .`init`, .associatedtype, .subscript: continue
                default: break
                }
                if symbol.isRequirement || requirements.contains(symbol.name) { continue }
                if let container = symbol.container, unusedTypes.contains(container) { continue }
                guard symbol.name.first.map({ $0.isLetter || $0 == "_" }) ?? false else { continue }
                if !Self.named(symbol.name, outside: target.name, in: users) {
                    findings.append(
                        UnusedFinding(
                            kind: .declaration, target: target.name, symbol: symbol.path, file: symbol.file, line: symbol.line,
                            owner: owner(of: symbol.file)))
                }
            }
        }

        let nonTests = Set(graph.targets.filter { $0.kind != .test }.map(\.name))
        for target in graph.targets {
            guard case .feature(let feature) = classifier.role(of: target) else { continue }
            let own = Set(ModuleRenamer.targets(of: feature))
            let reached = ["\(feature)DefaultBuilder", "\(feature)Route", "\(feature)Building"].contains { name in
                !(users[name] ?? []).subtracting(own).intersection(nonTests).subtracting(previewsTargets).isEmpty
            }
            if !reached {
                let file = "\(target.path)/Builder/\(feature)DefaultBuilder.swift"
                findings.append(UnusedFinding(kind: .feature, target: feature, symbol: feature, file: file, line: 1, owner: owner(of: file)))
            }
        }
        return findings.sorted { ($0.file, $0.line, $0.symbol) < ($1.file, $1.line, $1.symbol) }
    }

    /// The previews targets and the App's gallery registration, which reach every feature for the
    /// gallery, not for the app.
    private var previewsTargets: Set<String> {
        let classifier = TargetClassifier()
        return Set(graph.targets.filter { if case .previews = classifier.role(of: $0) { true } else { false } }.map(\.name))
    }

    private static func readsSurface(of role: TargetRole) -> Bool {
        switch role {
        case .interface, .testing, .viperKit, .domain, .kitSupport: true
        default: false
        }
    }

    private static func named(_ name: String, outside target: String, in users: [String: Set<String>]) -> Bool {
        !(users[name] ?? []).subtracting([target]).isEmpty
    }
}
