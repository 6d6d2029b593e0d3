/// One public symbol of a target, as another module sees it: what it is, its name, and everything
/// about it a caller or a conforming type depends on (labels and types, effects, global actor,
/// generic constraints, accessors), read from the sources by ``APISurfaceReader``.
public struct APISymbol: Sendable, Hashable, Codable {
    /// The target (module) that declares it.
    public let target: String
    /// Its name inside the target, unique there: `ItemDetailDelegate.itemDetail(didUpdate:)`,
    /// `ItemsListInput.init(selection:)`, `Item: Sendable`. A member of a constrained extension ends in its
    /// `where` clause; two overloads with the same labels end in their declarations.
    public internal(set) var path: String
    /// What it is.
    public let kind: APISymbolKind
    /// The type it is declared in or extends (`ItemDetailDelegate`), `nil` at the top level.
    public let container: String?
    /// Its base name (`itemDetail`, `init`, `Item`).
    public let name: String
    /// `public`, `open` or `package`.
    public let access: String
    /// The modifiers that change how it is used (`static`, `mutating`, `nonisolated`, `final`…), sorted.
    public let modifiers: [String]
    /// The global actors it is isolated to (`@MainActor`), from its attributes.
    public let globalActors: [String]
    /// Its generic parameters' names.
    public let genericParameters: [String]
    /// Its generic requirements, from the parameter clause and the `where` clause (`T: Hashable`), sorted.
    public let constraints: [String]
    /// Its parameters (a function's, an initializer's, a subscript's, an enum case's associated values).
    public let parameters: [APIParameter]
    /// A function's or subscript's result, a property's type, an alias's aliased type, `?` for a failable
    /// initializer, an associated type's default; `nil` when there is none.
    public let type: String?
    /// Whether it is `async`.
    public let isAsync: Bool
    /// What it throws: `nil` when it does not, `any Error` for plain `throws`, the type of typed throws, `rethrows`.
    public let thrownError: String?
    /// A property's or subscript's accessors: `get` or `get set`.
    public let accessors: String?
    /// Whether it is a protocol's requirement (a member of a protocol, or a protocol's inherited protocol).
    public let isRequirement: Bool
    /// For a requirement, whether an unconstrained public extension of the protocol implements it.
    public internal(set) var hasDefaultImplementation: Bool
    /// Its `@available(*, deprecated…)` or `renamed:` arguments, `nil` when it is not deprecated.
    public let deprecation: String?
    /// The file that declares it, relative to the package's folder.
    public let file: String
    /// The 1-based line of its declaration.
    public let line: Int

    /// Creates a symbol.
    public init(
        target: String, path: String, kind: APISymbolKind, container: String? = nil, name: String, access: String = "public",
        modifiers: [String] = [], globalActors: [String] = [], genericParameters: [String] = [], constraints: [String] = [],
        parameters: [APIParameter] = [], type: String? = nil, isAsync: Bool = false, thrownError: String? = nil,
        accessors: String? = nil, isRequirement: Bool = false, hasDefaultImplementation: Bool = false, deprecation: String? = nil,
        file: String = "", line: Int = 0
    ) {
        self.target = target
        self.path = path
        self.kind = kind
        self.container = container
        self.name = name
        self.access = access
        self.modifiers = modifiers
        self.globalActors = globalActors
        self.genericParameters = genericParameters
        self.constraints = constraints
        self.parameters = parameters
        self.type = type
        self.isAsync = isAsync
        self.thrownError = thrownError
        self.accessors = accessors
        self.isRequirement = isRequirement
        self.hasDefaultImplementation = hasDefaultImplementation
        self.deprecation = deprecation
        self.file = file
        self.line = line
    }

    /// The name an acknowledgement and a report use: the target, a dot and the path
    /// (`ItemDetailInterface.ItemDetailDelegate.itemDetail(didUpdate:)`).
    public var qualifiedName: String { "\(target).\(path)" }

    /// The declaration as a caller depends on it, printed the same way whatever the source's
    /// formatting: `@MainActor func itemDetail(_: ItemDetailModule, didSave: Item) async throws(ServiceError) -> Bool`.
    public var declaration: String {
        var words = globalActors + modifiers
        let generics = genericParameters.isEmpty ? "" : "<\(genericParameters.joined(separator: ", "))>"
        let arguments = "(" + parameters.map(\.written).joined(separator: ", ") + ")"
        switch kind {
        case .conformance:
            return path
        case .struct, .class, .enum, .actor, .protocol:
            words.append("\(kind.rawValue) \(name)\(generics)")
        case .typealias:
            words.append("typealias \(name)\(generics) = \(type ?? "")")
        case .associatedtype:
            words.append("associatedtype \(name)" + (type.map { " = \($0)" } ?? ""))
        case .func:
            words.append("func \(name)\(generics)\(arguments)")
        case .`init`:
            words.append("init\(type ?? "")\(generics)\(arguments)")
        case .subscript:
            words.append("subscript\(generics)\(arguments)")
        case .var:
            words.append("var \(name): \(type ?? "_")")
        case .case:
            words.append("case \(name)" + (parameters.isEmpty ? "" : arguments))
        }
        if isAsync { words.append("async") }
        if let thrownError {
            words.append(thrownError == APISymbol.untypedThrows ? "throws" : thrownError == "rethrows" ? "rethrows" : "throws(\(thrownError))")
        }
        if let type, kind == .func || kind == .subscript { words.append("-> \(type)") }
        if let accessors { words.append("{ \(accessors) }") }
        if !constraints.isEmpty { words.append("where " + constraints.joined(separator: ", ")) }
        return words.joined(separator: " ")
    }

    /// The type path `type` and the types enclosing it, outermost first, generic arguments dropped:
    /// `["Outer", "Outer.Inner"]` for `Outer.Inner<Item>`.
    static func enclosingPaths(of type: String) -> [String] {
        let base = type.split(separator: "<").first.map(String.init) ?? type
        var paths: [String] = []
        for component in base.split(separator: ".") {
            paths.append(paths.last.map { "\($0).\(component)" } ?? String(component))
        }
        return paths
    }

    /// What plain `throws` throws.
    public static let untypedThrows = "any Error"
}
