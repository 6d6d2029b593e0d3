/// The public API of one target: its symbols by path.
///
/// Built by ``APISurfaceReader`` once every file is read: a requirement that an unconstrained public
/// extension of its protocol implements is marked as having a default implementation (and that
/// implementation is not listed again); members and conformances of types that are not public are
/// dropped; a declaration repeated in two `#if` branches counts once; two overloads with the same
/// labels are told apart by their declarations.
public struct APISurface: Sendable, Hashable {
    /// The target.
    public let target: String
    /// Its public symbols, by ``APISymbol/path``.
    public let symbols: [String: APISymbol]

    /// A target's API, from what its files declare.
    init(target: String, symbols declared: [APISymbol], extensionConformances: [APISymbol], hiddenTypes: Set<String>) {
        self.target = target
        func hidden(_ type: String?) -> Bool {
            type.map { APISymbol.enclosingPaths(of: $0).contains(where: hiddenTypes.contains) } ?? false
        }
        var visible = declared.filter { !hidden($0.container) }
        visible += extensionConformances.filter { !hidden($0.container) && !hidden($0.name) }
        let protocols = Set(visible.filter { $0.kind == .protocol }.map(\.path))
        var requirements: [String: Int] = [:]
        for (index, symbol) in visible.enumerated() where symbol.isRequirement && symbol.kind != .conformance {
            requirements[symbol.path] = index
        }
        var defaults: Set<Int> = []
        for (index, symbol) in visible.enumerated()
        where !symbol.isRequirement && symbol.container.map(protocols.contains) == true {
            if let requirement = requirements[symbol.path] {
                visible[requirement].hasDefaultImplementation = true
                defaults.insert(index)
            }
        }
        var byPath: [String: [APISymbol]] = [:]
        for (index, symbol) in visible.enumerated() where !defaults.contains(index) {
            if byPath[symbol.path]?.contains(where: { $0.declaration == symbol.declaration }) == true { continue }
            byPath[symbol.path, default: []].append(symbol)
        }
        var symbols: [String: APISymbol] = [:]
        for (path, group) in byPath {
            guard group.count > 1 else {
                symbols[path] = group[0]
                continue
            }
            for var symbol in group {
                symbol.path = "\(path) {\(symbol.declaration)}"
                symbols[symbol.path] = symbol
            }
        }
        self.symbols = symbols
    }

    /// Every symbol, sorted by path.
    public var sortedSymbols: [APISymbol] { symbols.values.sorted { $0.path < $1.path } }
}
