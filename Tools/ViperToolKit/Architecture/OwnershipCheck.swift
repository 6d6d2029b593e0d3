/// The `ownership` rule: every target's folder has exactly one owner in the package's CODEOWNERS.
///
/// A target "has an owner" through its folder: the last CODEOWNERS line whose pattern matches the
/// folder, or a folder holding it, gives it that line's owners (GitHub's semantics: the last matching
/// pattern wins, so a later line overrides an earlier one). Lines that match only files or
/// subfolders inside a target's folder do not change the target's owner. The target breaks the rule
/// when that line names more than one owner (reported at the line), names none (reported at the
/// line), or when no line covers its folder (reported at the target's declaration in Package.swift).
///
/// A package without a CODEOWNERS file (at `.github/`, the root or `docs/`, where GitHub looks) is
/// not judged: it does not use code owners, and the rule is skipped.
struct OwnershipCheck {
    let codeOwners: CodeOwners
    let locator: ManifestLocator

    /// The ways `targets` break the rule, one violation per target at most.
    func violations(of targets: [PackageTarget]) -> [ArchitectureViolation] {
        targets.compactMap { target -> ArchitectureViolation? in
            guard let rule = codeOwners.rule(forFolder: target.path) else {
                return ArchitectureViolation(
                    rule: .ownership, target: target.name, file: "Package.swift", line: locator.declarationLine(of: target.name),
                    detail: "no line of \(codeOwners.path) covers \(target.path)/, so \(target.name) has no owner"
                )
            }
            switch rule.owners.count {
            case 1:
                return nil
            case 0:
                return ArchitectureViolation(
                    rule: .ownership, target: target.name, file: codeOwners.path, line: rule.line,
                    detail: "\(rule.pattern) names no owner, and it is the last line matching \(target.path)/, so \(target.name) has none"
                )
            default:
                return ArchitectureViolation(
                    rule: .ownership, target: target.name, file: codeOwners.path, line: rule.line,
                    detail:
                        "\(rule.pattern) names \(rule.owners.count) owners (\(rule.owners.joined(separator: ", "))), "
                        + "and it is the last line matching \(target.path)/, so \(target.name) has more than one"
                )
            }
        }
    }
}
