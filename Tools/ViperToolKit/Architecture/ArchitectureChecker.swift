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
    static let hostCoreImports: Set<String> = ["ViperKit", "Logging"]

    private let dumper: PackageDumper
    private let classifier = TargetClassifier()
    private let scanner = SourceScanner()

    /// Creates a checker that reads manifests with `dumper`.
    public init(dumper: PackageDumper = PackageDumper()) {
        self.dumper = dumper
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
        let read = scanner.scan(checked.flatMap { filesOf[$0.name] ?? [] }, under: root)

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
                    tests: scannedFiles[target.name + "Tests"]?.sources ?? []
                ))
        }
        if let codeOwners = CodeOwners.file(inPackageAt: root) {
            violations += OwnershipCheck(codeOwners: codeOwners, locator: locator).violations(of: checked)
        }
        violations += cycleViolations(checked, locator: locator)
        violations += missingTests(checked, roles: roles, root: root, locator: locator)
        violations.sort { ($0.file, $0.line, $0.rule.rawValue, $0.detail) < ($1.file, $1.line, $1.rule.rawValue, $1.detail) }
        return ArchitectureReport(violations: violations, targetsChecked: checked.count, filesScanned: filesScanned)
    }

    /// The rule a target in `source` breaks by using `name` (of `role`; `nil` for a module outside the package).
    private func verdict(for source: TargetRole, on name: String, role: TargetRole?) -> (ArchitectureRule, String)? {
        if role == .app { return (.appDependency, ", the App executable") }
        if let role, role.isTestSupport {
            switch source {
            case .test, .benchmark, .kitSupport, .testing: break
            default: return (.testSupport, ", \(role.phrase), which only tests may use")
            }
        }
        guard source.isRestricted else { return nil }
        guard let role else { return (.thirdParty, ", a third-party module") }
        if role == .liveService || role == .shell { return (.liveService, ", \(role.phrase)") }
        switch (source, role) {
        case (.feature, .viperKit), (.feature, .domain), (.feature, .interface):
            return nil
        case (.feature, _):
            return (.featureDependency, ", \(role.phrase)")
        case (.interface, .viperKit), (.interface, .domain):
            return nil
        case (.interface, _):
            return (.interfaceDependency, ", \(role.phrase)")
        default:
            return nil
        }
    }

    /// The host core's import of a module it may not use, if `found` is one.
    private func hostCoreViolation(_ found: SourceImport, in file: String, of target: PackageTarget) -> ArchitectureViolation? {
        guard !Self.hostCoreImports.contains(found.module), !Self.systemModules.contains(found.module) else { return nil }
        return ArchitectureViolation(
            rule: .hostCore, target: target.name, file: file, line: found.line,
            detail: "\(target.name) imports \(found.module), but the host core knows no platform: it may import only "
                + Self.hostCoreImports.sorted().joined(separator: ", ") + " and the system's modules"
        )
    }

    /// A feature's public declarations outside `Sources/Builder/` without an allowance with a reason.
    private func faceViolations(_ declarations: [PublicDeclaration], of target: PackageTarget) -> [ArchitectureViolation] {
        let builderFolder = target.path + "/Builder/"
        return declarations.compactMap { declaration -> ArchitectureViolation? in
            guard !declaration.file.hasPrefix(builderFolder) else { return nil }
            let detail: String
            switch declaration.allowance {
            case let reason? where !reason.isEmpty:
                return nil
            case .some:
                detail = "\(declaration.access) \(declaration.name) has a `// \(PublicDeclaration.allowanceMarker)` comment without a reason"
            case nil:
                detail = "\(declaration.access) \(declaration.name) outside \(builderFolder)"
            }
            return ArchitectureViolation(
                rule: .featureFace, target: target.name, file: declaration.file, line: declaration.line, detail: detail
            )
        }
    }

    /// The declared dependencies of `target` that none of its files imports. A plugin's dependencies
    /// are tools it runs, and a system library's or binary target's module name is not known, so
    /// those are not judged; nor is a target without Swift files (SwiftPM refuses it anyway).
    private func unusedDependencies(
        of target: PackageTarget, imported: Set<String>, in graph: PackageGraph, products: ProductModules, locator: ManifestLocator
    ) -> [ArchitectureViolation] {
        guard target.kind != .plugin else { return [] }
        return target.dependencies.compactMap { dependency -> ArchitectureViolation? in
            if !dependency.isProduct, let local = graph.target(named: dependency.name) {
                guard local.kind != .system, local.kind != .binary, local.kind != .plugin else { return nil }
                if imported.contains(local.name) { return nil }
            } else if !products.modules(of: dependency).isDisjoint(with: imported) {
                return nil
            }
            return ArchitectureViolation(
                rule: .unusedDependency, target: target.name, file: "Package.swift",
                line: locator.dependencyLine(of: target.name, on: dependency.name),
                detail: "\(target.name) depends on \(dependency.name) but none of its files imports it"
            )
        }
    }

    /// A key of `target`'s string tables missing in one of its languages (reported where the
    /// language's file starts), or found in none of the plain string `literals` of its Swift files
    /// (reported at the key's line in each table).
    private func stringTableViolations(
        _ tables: [StringTableFile], of target: PackageTarget, literals: Set<String>
    ) -> [ArchitectureViolation] {
        guard !tables.isEmpty else { return [] }
        let allKeys = tables.reduce(into: Set<String>()) { $0.formUnion($1.keys.keys) }
        var violations: [ArchitectureViolation] = []
        for table in tables {
            for key in allKeys.subtracting(table.keys.keys).sorted() {
                violations.append(
                    ArchitectureViolation(
                        rule: .stringTable, target: target.name, file: table.path, line: 1,
                        detail:
                            "\"\(key)\" has no \(table.language) word (it is in \(tables.filter { $0.keys[key] != nil }.map(\.language).joined(separator: ", ")))"
                    ))
            }
            for (key, line) in table.keys where !literals.contains(key) {
                violations.append(
                    ArchitectureViolation(
                        rule: .stringTable, target: target.name, file: table.path, line: line,
                        detail: "\"\(key)\" is used by no code of \(target.name)"
                    ))
            }
        }
        return violations
    }

    /// One violation per cycle of package targets, reported on its alphabetically first target.
    private func cycleViolations(_ targets: [PackageTarget], locator: ManifestLocator) -> [ArchitectureViolation] {
        let names = Set(targets.map(\.name))
        var edges: [String: [String]] = [:]
        for target in targets {
            edges[target.name] = target.dependencies.filter { !$0.isProduct && names.contains($0.name) }.map(\.name)
        }
        return CycleFinder().cycles(in: edges).map { cycle in
            let start = cycle[0]
            let next = cycle.count > 1 ? cycle[1] : start
            return ArchitectureViolation(
                rule: .cycle, target: start, file: "Package.swift",
                line: locator.dependencyLine(of: start, on: next),
                detail: cycle.joined(separator: " -> ")
            )
        }
    }

    /// Features without a `<Feature>Tests` target that has sources.
    private func missingTests(
        _ targets: [PackageTarget], roles: [String: TargetRole], root: URL, locator: ManifestLocator
    ) -> [ArchitectureViolation] {
        targets.compactMap { target -> ArchitectureViolation? in
            guard case .feature = roles[target.name] else { return nil }
            let testName = target.name + "Tests"
            let reason: String
            if let tests = targets.first(where: { $0.name == testName && $0.kind == .test }) {
                guard tests.swiftFiles(inPackageAt: root).isEmpty else { return nil }
                reason = "\(testName) has no Swift sources in \(tests.path)"
            } else {
                reason = "\(target.name) has no test target \(testName)"
            }
            return ArchitectureViolation(
                rule: .featureTests, target: target.name, file: "Package.swift",
                line: locator.declarationLine(of: target.name), detail: reason
            )
        }
    }
}
