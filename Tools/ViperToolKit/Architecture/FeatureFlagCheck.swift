import SwiftParser
import SwiftSyntax

/// The `feature-flags` rule: the app's flag registry (``registryPath``, a `static let` per flag,
/// each `FeatureFlag("name", owner: "@team", default: …)`) registers every flag once, in its `all`
/// list, under a name no other flag has; every flag is read by code elsewhere
/// (`FeatureFlagRegistry.<flag>`), or it chooses nothing and should go; and its owner, the team
/// that may flip it, is a team of CODEOWNERS. A package without the registry is not judged.
struct FeatureFlagCheck {
    /// Where the registry lives, from the package root.
    static let registryPath = "App/Composition/Flags/FeatureFlagRegistry.swift"

    /// One flag as the registry declares it.
    struct Declared: Equatable {
        let property: String
        let name: String
        let owner: String?
        let line: Int
    }

    /// The registry's flags, and the properties its `all` list names.
    static func declarations(in text: String) -> (flags: [Declared], listed: [String]) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: registryPath, tree: tree)
        var flags: [Declared] = []
        var listed: [String] = []
        for variable in tree.statements.flatMap({ $0.item.as(EnumDeclSyntax.self)?.memberBlock.members ?? [] })
            .compactMap({ $0.decl.as(VariableDeclSyntax.self) })
        {
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "FeatureFlag" {
                    let arguments = Array(call.arguments)
                    let name = arguments.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
                    let owner = arguments.first { $0.label?.text == "owner" }?.expression.as(StringLiteralExprSyntax.self)?
                        .representedLiteralValue
                    flags.append(
                        Declared(
                            property: property, name: name ?? "", owner: owner,
                            line: converter.location(for: variable.positionAfterSkippingLeadingTrivia).line))
                } else if property == "all", let array = value.as(ArrayExprSyntax.self) {
                    listed = array.elements.map { $0.expression.trimmedDescription }
                }
            }
        }
        return (flags, listed)
    }

    let codeOwners: CodeOwners?
    /// The target that holds the registry.
    let target: String

    /// The ways the registry (`text`) breaks the rule, given every other Swift file's text.
    func violations(registry text: String, otherSources: [String]) -> [ArchitectureViolation] {
        let (flags, listed) = Self.declarations(in: text)
        let teams = Set(codeOwners?.lines.flatMap(\.owners) ?? [])
        var violations: [ArchitectureViolation] = []
        func violation(_ line: Int, _ detail: String) {
            violations.append(
                ArchitectureViolation(rule: .featureFlags, target: target, file: Self.registryPath, line: line, detail: detail))
        }
        var seen: [String: Declared] = [:]
        for flag in flags {
            if flag.name.isEmpty {
                violation(flag.line, "flag \(flag.property) has no name: FeatureFlag wants a string literal first")
            } else if let first = seen[flag.name] {
                violation(flag.line, "flag “\(flag.name)” is registered twice: as \(first.property) (line \(first.line)) and as \(flag.property)")
            } else {
                seen[flag.name] = flag
            }
            if !listed.contains(flag.property) {
                violation(flag.line, "flag \(flag.property) is not in FeatureFlagRegistry.all, so --flag and the gallery do not know it")
            }
            let use = "FeatureFlagRegistry.\(flag.property)"
            if !otherSources.contains(where: { Self.names(use, in: $0) }) {
                violation(flag.line, "flag “\(flag.name)” is read nowhere (no file names \(use)): it chooses nothing; remove it")
            }
            switch flag.owner {
            case nil:
                violation(flag.line, "flag “\(flag.name)” has no owner: give the team that may flip it (owner: \"@team-…\")")
            case let owner? where codeOwners != nil && !teams.contains(owner):
                violation(flag.line, "flag “\(flag.name)” is owned by \(owner), which is no team of \(codeOwners?.path ?? "CODEOWNERS")")
            default:
                break
            }
        }
        return violations
    }

    /// Whether `text` names `use` as a whole member path (not a longer name that begins with it).
    static func names(_ use: String, in text: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: use) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
