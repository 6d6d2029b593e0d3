import SwiftSyntax

/// The parts of a declaration the surface records, read from its syntax: generic parameters and
/// requirements, parameters and labels, conformances, access, modifiers, global actors,
/// deprecation and availability, and the line it starts on.
extension APISurfaceReader {
    /// Generic parameters' names and the requirements written with them.
    struct Generics {
        var names: [String] = []
        var constraints: [String] = []
    }

    func genericParameters(_ clause: GenericParameterClauseSyntax?) -> Generics {
        var generics = Generics()
        for parameter in clause?.parameters ?? [] {
            generics.names.append(parameter.name.text)
            if let inherited = parameter.inheritedType {
                generics.constraints.append("\(parameter.name.text): \(APISyntaxText.text(of: inherited))")
            }
        }
        return generics
    }

    func symbol(
        path: String, kind: APISymbolKind, name: String, at position: some SyntaxProtocol, in scope: Scope, access: String,
        modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, generics: Generics = Generics(),
        whereClause: GenericWhereClauseSyntax? = nil, parameters: [APIParameter] = [], type: String? = nil,
        effects: FunctionEffectSpecifiersSyntax? = nil, accessors: String? = nil
    ) -> APISymbol {
        let thrown: String? = effects?.throwsClause.map { clause in
            if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return "rethrows" }
            return clause.type.map { APISyntaxText.text(of: $0) } ?? APISymbol.untypedThrows
        }
        return APISymbol(
            target: target, path: path, kind: kind, container: scope.container, name: name, access: access,
            modifiers: Self.usageModifiers(modifiers), globalActors: Self.globalActors(attributes), genericParameters: generics.names,
            constraints: (generics.constraints + (whereClause.map(Self.requirements) ?? [])).sorted(), parameters: parameters, type: type,
            isAsync: effects?.asyncSpecifier != nil, thrownError: thrown, accessors: accessors, isRequirement: scope.isProtocol,
            deprecation: Self.deprecation(attributes), file: file, line: line(of: position))
    }

    static func parameter(_ parameter: FunctionParameterSyntax) -> APIParameter {
        APIParameter(
            label: parameter.firstName.text, type: APISyntaxText.text(of: parameter.type) + (parameter.ellipsis == nil ? "" : "..."),
            hasDefault: parameter.defaultValue != nil)
    }

    /// `(_:didSave:)`.
    static func labels(_ parameters: [APIParameter]) -> String {
        "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    static func requirements(_ clause: GenericWhereClauseSyntax) -> [String] {
        clause.requirements.map { APISyntaxText.text(of: $0.requirement) }
    }

    /// A conformance as written, without the attributes that do not change what it promises
    /// (`@unchecked Sendable` is `Sendable`).
    static func conformance(_ type: TypeSyntax) -> String {
        if let attributed = type.as(AttributedTypeSyntax.self) { return APISyntaxText.text(of: attributed.baseType) }
        return APISyntaxText.text(of: type)
    }

    /// The declaration's own access if it writes one, else the scope's; `nil` when that is not public.
    func access(_ modifiers: DeclModifierListSyntax, in scope: Scope) -> String? {
        if modifiers.contains(where: { $0.detail == nil && Self.accessKeywords.contains($0.name.text) }) { return explicitAccess(modifiers) }
        return scope.memberAccess
    }

    /// `public`, `open` or `package` when the modifiers say so.
    func explicitAccess(_ modifiers: DeclModifierListSyntax) -> String? {
        let written = modifiers.first { $0.detail == nil && Self.accessKeywords.contains($0.name.text) }?.name.text
        return written.flatMap { ["public", "open", "package"].contains($0) ? $0 : nil }
    }

    static let accessKeywords: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// The modifiers that change how a declaration is called, overridden or stored.
    static func usageModifiers(_ modifiers: DeclModifierListSyntax) -> [String] {
        let kept: Set<String> = [
            "static", "class", "mutating", "nonmutating", "nonisolated", "final", "indirect", "convenience", "required", "consuming",
            "borrowing", "distributed",
        ]
        return modifiers.map(\.name.text).filter(kept.contains).sorted()
    }

    static func globalActors(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element -> String? in
            guard let name = element.as(AttributeSyntax.self).map({ APISyntaxText.text(of: $0.attributeName) }),
                name == "MainActor" || name.hasSuffix("Actor") && name != "globalActor"
            else { return nil }
            return "@" + name
        }.sorted()
    }

    /// The arguments of an `@available` that deprecates or renames, `nil` without one.
    static func deprecation(_ attributes: AttributeListSyntax) -> String? {
        for attribute in availability(attributes) where words(of: attribute).contains(where: { $0 == "deprecated" || $0 == "renamed" }) {
            return attribute.arguments.map { APISyntaxText.text(of: $0) } ?? "deprecated"
        }
        return nil
    }

    /// Whether the declaration is usable: not `@available(…, unavailable)`.
    func available(_ attributes: AttributeListSyntax) -> Bool {
        !Self.availability(attributes).contains { Self.words(of: $0).contains("unavailable") }
    }

    static func availability(_ attributes: AttributeListSyntax) -> [AttributeSyntax] {
        attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.attributeName.trimmedDescription == "available" }
    }

    /// The words of an attribute's arguments outside string literals (so a message that says
    /// "unavailable" does not make it so).
    static func words(of attribute: AttributeSyntax) -> [String] {
        guard let arguments = attribute.arguments else { return [] }
        return arguments.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .stringSegment = token.tokenKind { return nil }
            return token.text
        }
    }

    func line(of node: some SyntaxProtocol) -> Int {
        guard let converter else { return 0 }
        return node.startLocation(converter: converter).line
    }
}
