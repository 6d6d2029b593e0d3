/// The focused package's `Package.swift`: the manifest it is cut from (the real one, or the real one
/// with its `features` array cut to the request's; see ``FocusSource``), word for word, followed by
/// lines that keep only the plan's targets and the third-party packages they use.
///
/// Copying the real manifest rather than writing a new one keeps every Swift setting (language
/// mode, upcoming features, defines), every version requirement and trait exactly as the real
/// package has them, whatever the manifest computes them from.
public struct FocusManifest: Sendable {
    /// The text the focused manifest is cut from.
    public let source: String

    /// Creates a focus over `source`, the real manifest's text or its cut.
    public init(source: String) {
        self.source = source
    }

    /// The focused manifest for `plan`.
    public func text(for plan: FocusPlan) throws(FocusError) -> String {
        guard source.contains("let package = Package(") else { throw .manifestWithoutPackageConstant }
        var lines = [
            "",
            "// MARK: - viper test: the focused package (generated under .build; edit the real Package.swift instead)",
            "//",
            "// Tests: \(plan.testTargets.joined(separator: ", ")).",
            "let viperFocusTargets: Set<String> = \(Self.literal(plan.targets.map(\.name)))",
            "package.products = []",
            "package.targets = package.targets.filter { viperFocusTargets.contains($0.name) }",
        ]
        if let packages = plan.packages {
            lines += [
                "let viperFocusPackages: Set<String> = \(Self.literal(packages))",
                "package.dependencies = package.dependencies.filter { dependency in",
                "    guard case let .sourceControl(_, location, _) = dependency.kind else { return true }",
                "    let last = location.split(separator: \"/\").last.map(String.init) ?? location",
                "    return viperFocusPackages.contains((last.hasSuffix(\".git\") ? String(last.dropLast(4)) : last).lowercased())",
                "}",
            ]
        }
        let separator = source.hasSuffix("\n") ? "" : "\n"
        return source + separator + lines.joined(separator: "\n") + "\n"
    }

    private static func literal(_ names: [String]) -> String {
        names.isEmpty ? "[]" : "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
