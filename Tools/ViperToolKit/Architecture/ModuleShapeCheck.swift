/// The `module-shape` rule: every feature has the one shape a team can copy. Its role protocols
/// sit together in `Sources/<Feature>Contract.swift`; its default implementations in the role
/// folders; it has a Testing kit for other modules' tests (a successor, which implements another
/// feature's Interface, shares that feature's); and its tests drive it through its
/// builder with `ModuleTestStore`, never through spies of its own roles.
struct ModuleShapeCheck {
    /// The folders every feature's sources have, one per role.
    static let roleFolders = ["View", "Presenter", "Interactor", "Router", "Builder"]
    /// How role protocols' names end: a protocol so named belongs in the contract file.
    static let roleSuffixes = ["View", "Presenter", "Interactor", "Output", "Router"]
    /// The harness every feature's tests use.
    static let harness = "ModuleTestStore"

    /// What the checker read of one feature: its target and files, its Testing kit's files, its
    /// test target's scanned files.
    struct Feature {
        let target: PackageTarget
        let files: [String]
        let sources: [ScannedSource]
        let testingFiles: [String]?
        let tests: [ScannedSource]
        /// Whether it implements another feature's Interface instead of having its own, so the
        /// Testing kit it is tested with is that feature's.
        var isSuccessor = false
    }

    let locator: ManifestLocator

    /// The ways `feature` departs from the shape (nothing for a feature without Swift files, which
    /// SwiftPM refuses anyway).
    func violations(of feature: Feature) -> [ArchitectureViolation] {
        guard !feature.files.isEmpty else { return [] }
        let name = feature.target.name
        let contract = "\(feature.target.path)/\(name)Contract.swift"
        var violations: [ArchitectureViolation] = []
        func report(_ detail: String, rule: ArchitectureRule = .moduleShape, file: String = "Package.swift", line: Int? = nil) {
            violations.append(
                ArchitectureViolation(
                    rule: rule, target: name, file: file, line: line ?? locator.declarationLine(of: name), detail: detail))
        }
        if !feature.files.contains(contract) { report("\(name) has no contract file \(contract)") }
        for folder in Self.roleFolders where !feature.files.contains(where: { $0.hasPrefix("\(feature.target.path)/\(folder)/") }) {
            report("\(name) has no \(folder)/ folder in \(feature.target.path)")
        }
        let protocols = feature.sources.flatMap(\.types).filter(\.isProtocol)
        for declaration in protocols where declaration.file != contract && Self.isRoleProtocol(declaration.name) {
            report(
                "the role protocol \(declaration.name) is declared outside \(name)Contract.swift", file: declaration.file,
                line: declaration.line)
        }
        checkBudget(of: feature, report: report)
        if !feature.isSuccessor, feature.testingFiles?.isEmpty ?? true { report("\(name) has no Testing kit \(name)Testing with sources") }
        if !feature.tests.isEmpty, !feature.tests.contains(where: { $0.identifiers.contains(Self.harness) }) {
            report("no test of \(name)Tests drives the module through its builder with \(Self.harness)")
        }
        let ownRoles = Set(protocols.filter { $0.file == contract }.map(\.name))
        for type in feature.tests.flatMap(\.types) {
            guard let role = type.inherited.first(where: ownRoles.contains) else { continue }
            report(
                "\(type.name) stands in for \(name)'s own role \(role): test the module through its builder with \(Self.harness)",
                file: type.file, line: type.line)
        }
        return violations
    }

    /// The `feature-budget` rule: `Sources/<Feature>Budget.swift` declares `<Feature>Budget`, and a
    /// file of the builder names it (handing it to the `Module` it builds).
    private func checkBudget(of feature: Feature, report: (String, ArchitectureRule, String, Int?) -> Void) {
        let name = feature.target.name
        let budget = name + "Budget"
        let file = "\(feature.target.path)/\(budget).swift"
        guard feature.sources.flatMap(\.types).contains(where: { $0.name == budget && $0.file == file }) else {
            report("\(name) declares no budget: \(budget) in \(file) (what each of its events may cost)", .featureBudget, "Package.swift", nil)
            return
        }
        let builderFolder = "\(feature.target.path)/Builder/"
        let builders = feature.sources.filter { $0.types.contains { $0.file.hasPrefix(builderFolder) } }
        if !builders.contains(where: { $0.identifiers.contains(budget) }) {
            report("\(name)'s builder does not give its Module the budget \(budget)", .featureBudget, file, 1)
        }
    }

    /// Whether a protocol named `name` is a role protocol (view, presenter, interactor, an
    /// interactor's output, router).
    static func isRoleProtocol(_ name: String) -> Bool {
        roleSuffixes.contains { name.hasSuffix($0) }
    }
}
