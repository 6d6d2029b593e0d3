import Foundation

/// Checks a package against the layer rules: reads the target graph from the manifest and every
/// target's `import` lines, and reports each broken rule with its file and line.
public struct ArchitectureChecker: Sendable {
    /// Modules of the toolchain a layered target may import (FoundationNetworking is not one: it is networking).
    public static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "Dispatch", "Synchronization", "Observation", "Distributed",
        "Glibc", "Musl", "Darwin", "WinSDK", "os", "Testing", "XCTest",
    ]

    private let dumper: PackageDumper
    private let classifier = TargetClassifier()
    private let scanner = ImportScanner()

    /// Creates a checker that reads manifests with `dumper`.
    public init(dumper: PackageDumper = PackageDumper()) {
        self.dumper = dumper
    }

    /// Checks the package at `root`.
    public func check(packageAt root: URL) throws -> ArchitectureReport {
        try check(dumper.graph(ofPackageAt: root), root: root)
    }

    /// Checks `graph`, whose sources and `Package.swift` are under `root`.
    public func check(_ graph: PackageGraph, root: URL) throws -> ArchitectureReport {
        let manifestText = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let locator = ManifestLocator(manifest: manifestText)
        let checked = graph.targets.filter { $0.kind != .binary && $0.kind != .system }
        var roles: [String: TargetRole] = [:]
        for target in checked { roles[target.name] = classifier.role(of: target) }
        var violations: [ArchitectureViolation] = []
        var filesScanned = 0

        for target in checked {
            let role = roles[target.name] ?? .other
            for dependency in target.dependencies {
                let dependencyRole = dependency.isProduct ? nil : roles[dependency.name]
                guard let (rule, reason) = verdict(for: role, on: dependency.name, role: dependencyRole) else { continue }
                violations.append(ArchitectureViolation(
                    rule: rule, target: target.name, file: "Package.swift",
                    line: locator.dependencyLine(of: target.name, on: dependency.name),
                    detail: "\(target.name) depends on \(dependency.name)\(reason)"
                ))
            }
            let declared = Set(target.dependencies.map(\.name))
            for file in swiftFiles(of: target, root: root) {
                filesScanned += 1
                guard let source = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
                for found in scanner.imports(in: source, file: file) where found.module != target.name {
                    let importedRole = roles[found.module]
                    if importedRole == nil, !role.isRestricted || Self.systemModules.contains(found.module) { continue }
                    if let (rule, reason) = verdict(for: role, on: found.module, role: importedRole) {
                        violations.append(ArchitectureViolation(
                            rule: rule, target: target.name, file: file, line: found.line,
                            detail: "\(target.name) imports \(found.module)\(reason)"
                        ))
                    } else if role.isRestricted, importedRole != nil, !declared.contains(found.module) {
                        violations.append(ArchitectureViolation(
                            rule: .undeclaredImport, target: target.name, file: file, line: found.line,
                            detail: "\(target.name) imports \(found.module) without declaring it in Package.swift"
                        ))
                    }
                }
            }
        }
        violations += cycleViolations(checked, locator: locator)
        violations += missingTests(checked, roles: roles, root: root, locator: locator)
        violations.sort { ($0.file, $0.line, $0.rule.rawValue, $0.detail) < ($1.file, $1.line, $1.rule.rawValue, $1.detail) }
        return ArchitectureReport(violations: violations, targetsChecked: checked.count, filesScanned: filesScanned)
    }

    /// The rule a target in `source` breaks by using `name` (of `role`; `nil` for a module outside the package).
    private func verdict(for source: TargetRole, on name: String, role: TargetRole?) -> (ArchitectureRule, String)? {
        if role == .app { return (.appDependency, ", the App executable") }
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
                guard swiftFiles(of: tests, root: root).isEmpty else { return nil }
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

    /// The Swift files of `target`, relative to `root`, sorted.
    private func swiftFiles(of target: PackageTarget, root: URL) -> [String] {
        let folder = root.appendingPathComponent(target.path)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count)
            files.append(target.path + (relative.hasPrefix("/") ? "" : "/") + relative)
        }
        return files.sorted()
    }
}
