import Foundation

/// Checks a package against the layer rules: reads the target graph from the manifest and every
/// target's sources with swift-syntax (their imports, and a feature's public declarations), and
/// CODEOWNERS for each target's owner (``OwnershipCheck``), and reports each broken rule with its
/// file and line.
public struct ArchitectureChecker: Sendable {
    /// Modules of the toolchain a layered target may import (FoundationNetworking is not one: it is networking).
    public static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "Dispatch", "Synchronization", "Observation", "Distributed",
        "Glibc", "Musl", "Darwin", "WinSDK", "os", "Testing", "XCTest",
    ]

    /// The host core's folder: what every host stands on, so it knows no platform.
    public static let hostCorePath = "App/HostCore"
    /// The modules besides the system's that the host core may import.
    static let hostCoreImports: Set<String> = ["ViperKit", "Logging", "Tracing"]

    private let dumper: PackageDumper
    private let cache: ScanCache?
    let classifier = TargetClassifier()
    let scanner = SourceScanner()

    /// Creates a checker that reads manifests with `dumper` and keeps what it parsed in `cache`
    /// between runs (`viper check` keeps it in `.build/viper-check`), or parses every file when `nil`.
    public init(dumper: PackageDumper = PackageDumper(), cache: ScanCache? = nil) {
        self.dumper = dumper
        self.cache = cache
    }

    /// Checks the package at `root`.
    public func check(packageAt root: URL) async throws -> ArchitectureReport {
        try check(await dumper.graph(ofPackageAt: root), root: root)
    }

    /// Checks `graph`, whose sources and `Package.swift` are under `root`.
    /// Products of other packages are matched to their modules through the manifests checked out in
    /// `root/.build/checkouts` (see ``ProductModules``).
    public func check(_ graph: PackageGraph, root: URL) throws -> ArchitectureReport {
        try check(graph, root: root, products: ProductModules(checkouts: root.appendingPathComponent(".build/checkouts")))
    }

    /// Checks `graph`, whose sources and `Package.swift` are under `root`, knowing the modules of
    /// other packages' products from `products`.
    public func check(_ graph: PackageGraph, root: URL, products: ProductModules) throws -> ArchitectureReport {
        let manifestText = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let locator = ManifestLocator(manifest: manifestText)
        let checked = graph.targets.filter { $0.kind != .binary && $0.kind != .system }
        var roles: [String: TargetRole] = [:]
        for target in checked { roles[target.name] = classifier.role(of: target) }
        var violations: [ArchitectureViolation] = []
        var filesScanned = 0
        var scannedFiles: [String: (files: [String], sources: [ScannedSource])] = [:]
        // Parsing is most of a check: every file is read first, on all cores, then judged in order.
        var filesOf: [String: [String]] = [:]
        for target in checked { filesOf[target.name] = target.swiftFiles(inPackageAt: root) }
        let read = scanner.scan(checked.flatMap { filesOf[$0.name] ?? [] }, under: root, cache: cache)

        for target in checked {
            let role = roles[target.name] ?? .other
            for dependency in target.dependencies {
                let dependencyRole = dependency.isProduct ? nil : roles[dependency.name]
                guard let (rule, reason) = verdict(for: role, on: dependency.name, role: dependencyRole) else { continue }
                violations.append(
                    ArchitectureViolation(
                        rule: rule, target: target.name, file: "Package.swift",
                        line: locator.dependencyLine(of: target.name, on: dependency.name),
                        detail: "\(target.name) depends on \(dependency.name)\(reason)"
                    ))
            }
            let declared = Set(target.dependencies.map(\.name))
            var imported: Set<String> = []
            let files = filesOf[target.name] ?? []
            // A test target's string tables are fixtures, and are not judged.
            let tables = target.kind == .test ? [] : StringTableFile.tables(ofTargetAt: target.path, root: root)
            var literals: Set<String> = []
            var sources: [ScannedSource] = []
            defer { scannedFiles[target.name] = (files, sources) }
            for file in files {
                filesScanned += 1
                guard let scanned = read[file] else { continue }
                sources.append(scanned)
                imported.formUnion(scanned.imports.map(\.module))
                if !tables.isEmpty { literals.formUnion(scanned.stringLiterals) }
                if case .feature = role { violations += faceViolations(scanned.publicDeclarations, of: target) }
                for found in scanned.imports where found.module != target.name {
                    if target.path == Self.hostCorePath {
                        if let violation = hostCoreViolation(found, in: file, of: target) { violations.append(violation) }
                        continue
                    }
                    let importedRole = roles[found.module]
                    if importedRole == nil, !role.isRestricted || Self.systemModules.contains(found.module) { continue }
                    if let (rule, reason) = verdict(for: role, on: found.module, role: importedRole) {
                        violations.append(
                            ArchitectureViolation(
                                rule: rule, target: target.name, file: file, line: found.line,
                                detail: "\(target.name) imports \(found.module)\(reason)"
                            ))
                    } else if importedRole != nil, !declared.contains(found.module) {
                        violations.append(
                            ArchitectureViolation(
                                rule: .undeclaredImport, target: target.name, file: file, line: found.line,
                                detail: "\(target.name) imports \(found.module) without declaring it in Package.swift"
                            ))
                    }
                }
            }
            if !files.isEmpty {
                violations += unusedDependencies(of: target, imported: imported, in: graph, products: products, locator: locator)
            }
            violations += stringTableViolations(tables, of: target, literals: literals)
        }
        let shape = ModuleShapeCheck(locator: locator)
        for target in checked {
            guard case .feature = roles[target.name], let own = scannedFiles[target.name] else { continue }
            violations += shape.violations(
                of: ModuleShapeCheck.Feature(
                    target: target, files: own.files, sources: own.sources,
                    testingFiles: scannedFiles[target.name + "Testing"]?.files,
                    tests: scannedFiles[target.name + "Tests"]?.sources ?? [],
                    // A successor (`Feature(…, implements:)`) has no Interface of its own: its face,
                    // and so its Testing kit, is the feature's it implements.
                    isSuccessor: graph.target(named: target.name + "Interface") == nil
                ))
        }
        if let codeOwners = CodeOwners.file(inPackageAt: root) {
            violations += OwnershipCheck(codeOwners: codeOwners, locator: locator).violations(of: checked)
        }
        violations += flagViolations(checked, filesOf: filesOf, root: root)
        violations += cycleViolations(checked, locator: locator)
        violations += missingTests(checked, roles: roles, root: root, locator: locator)
        violations += missingPreviews(checked, roles: roles, scanned: scannedFiles.mapValues(\.sources), locator: locator)
        violations.sort { ($0.file, $0.line, $0.rule.rawValue, $0.detail) < ($1.file, $1.line, $1.rule.rawValue, $1.detail) }
        return ArchitectureReport(violations: violations, targetsChecked: checked.count, filesScanned: filesScanned)
    }

}
