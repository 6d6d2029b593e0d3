import Foundation

/// The rules `check` applies, one function each: a dependency's verdict for a layer, the host
/// core's imports, a feature's public face, unused dependencies, string tables, cycles and
/// missing tests.
extension ArchitectureChecker {
    /// The rule a target in `source` breaks by using `name` (of `role`; `nil` for a module outside the package).
    func verdict(for source: TargetRole, on name: String, role: TargetRole?) -> (ArchitectureRule, String)? {
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
        case (.previews, .viperKit), (.previews, .domain), (.previews, .interface), (.previews, .fakes):
            return nil
        case let (.previews(name), .feature(feature)) where name == feature:
            return nil
        case (.previews, _):
            return (.previewsDependency, ", \(role.phrase)")
        default:
            return nil
        }
    }

    /// The host core's import of a module it may not use, if `found` is one.
    func hostCoreViolation(_ found: SourceImport, in file: String, of target: PackageTarget) -> ArchitectureViolation? {
        guard !Self.hostCoreImports.contains(found.module), !Self.systemModules.contains(found.module) else { return nil }
        return ArchitectureViolation(
            rule: .hostCore, target: target.name, file: file, line: found.line,
            detail: "\(target.name) imports \(found.module), but the host core knows no platform: it may import only "
                + Self.hostCoreImports.sorted().joined(separator: ", ") + " and the system's modules"
        )
    }

    /// A feature's public declarations outside `Sources/Builder/` without an allowance with a reason.
    func faceViolations(_ declarations: [PublicDeclaration], of target: PackageTarget) -> [ArchitectureViolation] {
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
    func unusedDependencies(
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
    /// The keys Domain's `ServiceErrorWording(locale:prefix:words:)` reads under a module's prefix
    /// (its `keySuffixes`; a test keeps the two lists the same).
    static let errorWordingSuffixes: Set<String> = [
        "unreachable", "timeout", "session-expired", "invalid-credentials", "not-found", "refused", "server", "storage", "cancelled",
    ]

    /// Whether `key` is a sentence of an error wording whose prefix the code names: `<prefix>.<suffix>`
    /// with the prefix among `literals` and the suffix one the wording reads.
    static func isErrorWordingKey(_ key: String, literals: Set<String>) -> Bool {
        guard let dot = key.lastIndex(of: ".") else { return false }
        return errorWordingSuffixes.contains(String(key[key.index(after: dot)...])) && literals.contains(String(key[..<dot]))
    }

    func stringTableViolations(
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
            for (key, line) in table.keys where !literals.contains(key) && !Self.isErrorWordingKey(key, literals: literals) {
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
    func cycleViolations(_ targets: [PackageTarget], locator: ManifestLocator) -> [ArchitectureViolation] {
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

    /// The flag registry's violations (``FeatureFlagCheck``), judged against every other Swift
    /// file of the checked targets; none when the package has no registry.
    func flagViolations(_ targets: [PackageTarget], filesOf: [String: [String]], root: URL) -> [ArchitectureViolation] {
        let path = FeatureFlagCheck.registryPath
        guard let registry = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
            let owner = targets.first(where: { filesOf[$0.name]?.contains(path) == true })
        else { return [] }
        let others = targets.flatMap { filesOf[$0.name] ?? [] }.filter { $0 != path }.compactMap { file in
            try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        }
        return FeatureFlagCheck(codeOwners: CodeOwners.file(inPackageAt: root), target: owner.name)
            .violations(registry: registry, otherSources: others)
    }

    /// Features without a `<Feature>Tests` target that has sources.
    func missingTests(
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

    /// A feature without previews: no `<Name>Previews` target, or one whose sources (as `check`
    /// scanned them) never name `ModulePreview`, so the gallery and the snapshots would miss it.
    func missingPreviews(
        _ targets: [PackageTarget], roles: [String: TargetRole], scanned: [String: [ScannedSource]], locator: ManifestLocator
    ) -> [ArchitectureViolation] {
        targets.compactMap { target -> ArchitectureViolation? in
            guard case .feature = roles[target.name] else { return nil }
            let previewsName = target.name + "Previews"
            let reason: String
            if let previews = targets.first(where: { $0.name == previewsName }) {
                let declares = (scanned[previewsName] ?? []).contains { $0.identifiers.contains("ModulePreview") }
                guard !declares else { return nil }
                reason = "\(previewsName) declares no state (no ModulePreview in \(previews.path))"
            } else {
                reason = "\(target.name) has no previews target \(previewsName)"
            }
            return ArchitectureViolation(
                rule: .featurePreviews, target: target.name, file: "Package.swift",
                line: locator.declarationLine(of: target.name), detail: reason
            )
        }
    }
}
