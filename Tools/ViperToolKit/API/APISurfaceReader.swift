import SwiftParser
import SwiftSyntax

/// Reads a target's public API from its Swift sources with swift-syntax: every `public`, `open` or
/// `package` declaration another module can use, with what a caller or a conforming type depends on.
///
/// A member is public when it says so or when its public protocol or `public extension` makes it so;
/// a public member of a type that is not public is not. An enum case is as public as its enum.
/// Conformances are read from declarations and from extensions (an extension's conformance is as
/// public as its type and protocol). Every branch of an `#if` is read. A declaration marked
/// `@available(*, unavailable)` is not part of the API. Global actors are the attributes named
/// `MainActor` or ending in `Actor` (the sources alone cannot tell a custom attribute's kind).
///
/// ```swift
/// var reader = APISurfaceReader(target: "ItemDetailInterface")
/// try reader.read(source, file: "Modules/ItemDetail/Interface/ItemDetailDelegate.swift")
/// let surface = reader.surface()
/// ```
///
/// Kept in one file on purpose: the visits of each kind of declaration share the reader's private
/// state (the symbols so far, the hidden types, the extensions' conformances); the parts of a
/// declaration they read are in `APISurfaceReader+Parts.swift`.
struct APISurfaceReader {
    /// The target whose files are read.
    let target: String
    private var symbols: [APISymbol] = []
    /// Conformances declared in extensions, kept once every file is read if their type and protocol are visible.
    private var extensionConformances: [APISymbol] = []
    /// The types declared here that are not public, by path: their members and conformances are not API.
    private var hiddenTypes: Set<String> = []
    private(set) var file = ""
    private(set) var converter: SourceLocationConverter?

    /// A reader of `target`'s files.
    init(target: String) {
        self.target = target
    }

    /// Where a declaration is: the type it is a member of, how that makes it public, and the `where`
    /// clause of its extension.
    struct Scope {
        var container: String?
        var isProtocol = false
        /// The access a member without its own modifier has (a public protocol's or a `public extension`'s).
        var memberAccess: String?
        /// The access of an enum's cases.
        var caseAccess: String?
        var suffix = ""
        var prefix: String { container.map { $0 + "." } ?? "" }
    }

    /// Reads the file `file` (relative to the package's folder), whose text is `source`; throws
    /// ``APIError/unparsable(file:)`` when it does not parse, since its API could not be read exactly.
    mutating func read(_ source: String, file: String) throws(APIError) {
        let tree = Parser.parse(source: source)
        if tree.hasError { throw .unparsable(file: file) }
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { visit(decl, in: Scope()) }
        }
    }

    /// The API of every file read.
    func surface() -> APISurface {
        APISurface(target: target, symbols: symbols, extensionConformances: extensionConformances, hiddenTypes: hiddenTypes)
    }

    // MARK: - Declarations

    private mutating func visit(_ decl: DeclSyntax, in scope: Scope) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items): for item in items { if let inner = item.item.as(DeclSyntax.self) { visit(inner, in: scope) } }
                case .decls(let members): for member in members { visit(member.decl, in: scope) }
                default: break
                }
            }
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            visitExtension(extensionDecl)
        } else if let group = decl.asProtocol((any DeclGroupSyntax).self), let named = decl.asProtocol((any NamedDeclSyntax).self),
            let kind = APISymbolKind(rawValue: group.introducer.text), kind.isType
        {
            visitType(decl, group: group, name: named.name.text, kind: kind, in: scope)
        } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
            visitCases(caseDecl, in: scope)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            visitVariable(variable, in: scope)
        } else {
            visitMember(decl, in: scope)
        }
    }

    private mutating func visitType(_ decl: DeclSyntax, group: some DeclGroupSyntax, name: String, kind: APISymbolKind, in scope: Scope) {
        let path = scope.prefix + name
        guard let access = access(group.modifiers, in: scope), available(group.attributes) else {
            hiddenTypes.insert(path)
            return
        }
        var generics = genericParameters(decl.asProtocol((any WithGenericParametersSyntax).self)?.genericParameterClause)
        if let primary = decl.as(ProtocolDeclSyntax.self)?.primaryAssociatedTypeClause {
            generics.names = primary.primaryAssociatedTypes.map(\.name.text)
        }
        symbols.append(
            symbol(
                path: path, kind: kind, name: name, at: group.introducer, in: scope, access: access, modifiers: group.modifiers,
                attributes: group.attributes, generics: generics, whereClause: group.genericWhereClause))
        for inherited in group.inheritanceClause?.inheritedTypes ?? [] {
            let conformed = Self.conformance(inherited.type)
            symbols.append(
                APISymbol(
                    target: target, path: "\(path): \(conformed)", kind: .conformance, container: path, name: conformed, access: access,
                    isRequirement: kind == .protocol, file: file, line: line(of: inherited)))
        }
        let members = Scope(
            container: path, isProtocol: kind == .protocol, memberAccess: kind == .protocol ? access : nil,
            caseAccess: kind == .enum ? access : nil)
        for member in group.memberBlock.members { visit(member.decl, in: members) }
    }

    private mutating func visitExtension(_ decl: ExtensionDeclSyntax) {
        let extended = APISyntaxText.text(of: decl.extendedType)
        let suffix = decl.genericWhereClause.map { " where " + Self.requirements($0).joined(separator: ", ") } ?? ""
        for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
            let conformed = Self.conformance(inherited.type)
            extensionConformances.append(
                APISymbol(
                    target: target, path: "\(extended): \(conformed)\(suffix)", kind: .conformance, container: extended, name: conformed,
                    file: file, line: line(of: inherited)))
        }
        guard available(decl.attributes) else { return }
        let scope = Scope(container: extended, memberAccess: explicitAccess(decl.modifiers), suffix: suffix)
        for member in decl.memberBlock.members { visit(member.decl, in: scope) }
    }

    private mutating func visitCases(_ decl: EnumCaseDeclSyntax, in scope: Scope) {
        guard let access = scope.caseAccess, available(decl.attributes) else { return }
        for element in decl.elements {
            let parameters = (element.parameterClause?.parameters ?? []).map { parameter in
                APIParameter(
                    label: parameter.firstName?.text ?? "_", type: APISyntaxText.text(of: parameter.type), hasDefault: parameter.defaultValue != nil)
            }
            symbols.append(
                symbol(
                    path: scope.prefix + element.name.text, kind: .case, name: element.name.text, at: element.name, in: scope, access: access,
                    modifiers: decl.modifiers, attributes: decl.attributes, parameters: parameters))
        }
    }

    private mutating func visitVariable(_ decl: VariableDeclSyntax, in scope: Scope) {
        guard let access = access(decl.modifiers, in: scope), available(decl.attributes) else { return }
        let setterHidden = decl.modifiers.contains { modifier in
            modifier.detail?.detail.text == "set" && ["private", "fileprivate", "internal"].contains(modifier.name.text)
        }
        for binding in decl.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let settable: Bool
            switch binding.accessorBlock?.accessors {
            case .none: settable = decl.bindingSpecifier.tokenKind == .keyword(.var) && !setterHidden
            case .getter: settable = false
            case .accessors(let accessors):
                let kinds = accessors.map(\.accessorSpecifier.text)
                settable = !setterHidden && kinds.contains { ["set", "_modify", "willSet", "didSet", "unsafeMutableAddress"].contains($0) }
            }
            symbols.append(
                symbol(
                    path: scope.prefix + name + scope.suffix, kind: .var, name: name, at: binding.pattern, in: scope, access: access,
                    modifiers: decl.modifiers, attributes: decl.attributes,
                    type: binding.typeAnnotation.map { APISyntaxText.text(of: $0.type) } ?? "(inferred)", accessors: settable ? "get set" : "get"))
        }
    }

    /// A function, an initializer, a subscript, a type alias or an associated type.
    private mutating func visitMember(_ decl: DeclSyntax, in scope: Scope) {
        guard let withModifiers = decl.asProtocol((any WithModifiersSyntax).self),
            let withAttributes = decl.asProtocol((any WithAttributesSyntax).self),
            let access = access(withModifiers.modifiers, in: scope), available(withAttributes.attributes)
        else { return }
        let modifiers = withModifiers.modifiers
        let attributes = withAttributes.attributes
        if let function = decl.as(FunctionDeclSyntax.self) {
            let parameters = function.signature.parameterClause.parameters.map(Self.parameter)
            let name = function.name.text
            symbols.append(
                symbol(
                    path: scope.prefix + name + Self.labels(parameters) + scope.suffix, kind: .func, name: name, at: function.name, in: scope,
                    access: access, modifiers: modifiers, attributes: attributes,
                    generics: genericParameters(function.genericParameterClause), whereClause: function.genericWhereClause,
                    parameters: parameters, type: function.signature.returnClause.map { APISyntaxText.text(of: $0.type) },
                    effects: function.signature.effectSpecifiers))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            let parameters = initializer.signature.parameterClause.parameters.map(Self.parameter)
            symbols.append(
                symbol(
                    path: scope.prefix + "init" + Self.labels(parameters) + scope.suffix, kind: .`init`, name: "init", at: initializer.initKeyword,
                    in: scope, access: access, modifiers: modifiers, attributes: attributes,
                    generics: genericParameters(initializer.genericParameterClause), whereClause: initializer.genericWhereClause,
                    parameters: parameters, type: initializer.optionalMark?.text, effects: initializer.signature.effectSpecifiers))
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            let parameters = subscriptDecl.parameterClause.parameters.map { parameter in
                // A subscript's parameters have no argument label unless one is written before the name.
                APIParameter(
                    label: parameter.secondName == nil ? "_" : parameter.firstName.text, type: Self.parameter(parameter).type,
                    hasDefault: parameter.defaultValue != nil)
            }
            let settable = subscriptDecl.accessorBlock.map { block -> Bool in
                guard case .accessors(let accessors) = block.accessors else { return false }
                return accessors.contains { ["set", "_modify"].contains($0.accessorSpecifier.text) }
            }
            symbols.append(
                symbol(
                    path: scope.prefix + "subscript" + Self.labels(parameters) + scope.suffix, kind: .subscript, name: "subscript",
                    at: subscriptDecl.subscriptKeyword, in: scope, access: access, modifiers: modifiers, attributes: attributes,
                    generics: genericParameters(subscriptDecl.genericParameterClause), whereClause: subscriptDecl.genericWhereClause,
                    parameters: parameters, type: APISyntaxText.text(of: subscriptDecl.returnClause.type),
                    accessors: settable == true ? "get set" : "get"))
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            symbols.append(
                symbol(
                    path: scope.prefix + alias.name.text + scope.suffix, kind: .typealias, name: alias.name.text, at: alias.name, in: scope,
                    access: access, modifiers: modifiers, attributes: attributes, generics: genericParameters(alias.genericParameterClause),
                    whereClause: alias.genericWhereClause, type: APISyntaxText.text(of: alias.initializer.value)))
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            let name = associated.name.text
            var generics = Generics()
            generics.constraints = (associated.inheritanceClause?.inheritedTypes ?? []).map { "\(name): \(APISyntaxText.text(of: $0.type))" }
            var symbol = symbol(
                path: scope.prefix + name, kind: .associatedtype, name: name, at: associated.name, in: scope, access: access,
                modifiers: modifiers, attributes: attributes, generics: generics, whereClause: associated.genericWhereClause,
                type: associated.initializer.map { APISyntaxText.text(of: $0.value) })
            symbol.hasDefaultImplementation = associated.initializer != nil
            symbols.append(symbol)
        }
    }
}
