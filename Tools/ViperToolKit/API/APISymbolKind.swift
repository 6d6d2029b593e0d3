/// What a public symbol is, from its declaration's keyword.
public enum APISymbolKind: String, Sendable, Hashable, Codable {
    case `struct`, `class`, `enum`, `actor`, `protocol`
    case `typealias`, `associatedtype`
    case `func`, `init`, `subscript`, `var`, `case`
    /// A type's conformance to a protocol, or a class's superclass (`Item: Sendable`), wherever it is declared.
    case conformance

    /// Whether it declares a nominal type.
    var isType: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .protocol: true
        default: false
        }
    }

    /// Whether callers reach it through an argument list, so its labels are part of its name.
    var isCallable: Bool {
        switch self {
        case .func, .`init`, .subscript: true
        default: false
        }
    }
}
