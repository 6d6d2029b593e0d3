/// Classifies the differences between a target's public API at the base and now, as a compiler
/// would judge code in other modules of the same package (source compatibility; the package is
/// built from source, so binary compatibility does not arise).
///
/// Breaking: a symbol removed or renamed; a parameter's label, type or order changed, or a new one
/// without a default; a new protocol requirement (or a new inherited protocol) without a default
/// implementation, or a default implementation removed; a new enum case (another module's exhaustive
/// `switch` stops compiling); `throws` or `async` added, or the error type changed; a global actor
/// added or removed; a conformance removed (`Sendable` among them); a generic constraint added;
/// a struct that became a class; a type, accessor or modifier changed. Additive: a new symbol; a
/// new parameter with a default; a requirement with a default implementation in an extension;
/// `@available(*, deprecated)` or a `renamed:` shim (reported); a constraint removed; a property
/// that became settable; a type's conformance replaced by one that refines it (`Equatable` by
/// `Hashable`, the standard library's protocols and the package's own).
///
/// A renamed or re-labelled function is paired with its new form when only one candidate exists,
/// so it is reported once, as a change. Members of a removed or added type are not listed again.
public struct APIComparison: Sendable {
    typealias Reason = (severity: APIChangeSeverity, text: String)

    /// Creates a comparison.
    public init() {}

    /// The changes from `old` (the base's API, `nil` when the target did not exist) to `new` (now,
    /// `nil` when it no longer exists), sorted by symbol.
    public func changes(from old: APISurface?, to new: APISurface?) -> [APIChange] {
        guard let target = (new ?? old)?.target else { return [] }
        let before = old?.symbols ?? [:]
        let after = new?.symbols ?? [:]
        var removed = before.keys.filter { after[$0] == nil }.sorted()
        var added = after.keys.filter { before[$0] == nil }.sorted()
        let removedTypes = Set(removed.filter { before[$0]?.kind.isType == true })
        let addedTypes = Set(added.filter { after[$0]?.kind.isType == true })
        removed.removeAll { path in before[path].map { Self.isInside($0, removedTypes) } ?? false }
        added.removeAll { path in after[path].map { Self.isInside($0, addedTypes) } ?? false }

        var changes: [APIChange] = []
        // A callable with the same base name in the same place, or a symbol with the same shape under another name.
        for pairing in [Self.sameBaseName, Self.sameShape] {
            for path in removed {
                guard let old = before[path] else { continue }
                let candidates = added.filter { after[$0].map { pairing(old, $0) } ?? false }
                guard candidates.count == 1, let match = candidates.first, let new = after[match] else { continue }
                removed.removeAll { $0 == path }
                added.removeAll { $0 == match }
                changes.append(change(from: old, to: new))
            }
        }
        // A type's conformance replaced by one that refines it: every use of the old one still compiles.
        for path in removed {
            guard let old = before[path], old.kind == .conformance, !old.isRequirement else { continue }
            let refinements = added.filter { candidate in
                after[candidate].map {
                    $0.kind == .conformance && !$0.isRequirement && $0.container == old.container && Self.refines($0.name, old.name, in: after)
                }
                    ?? false
            }
            guard let match = refinements.first, let new = after[match] else { continue }
            removed.removeAll { $0 == path }
            added.removeAll { $0 == match }
            let reason: Reason = (.additive, "conforms to \(new.name) instead, which refines \(old.name)")
            changes.append(Self.record(target: target, symbol: old, reasons: [reason], before: old, after: new))
        }
        for path in removed {
            guard let old = before[path] else { continue }
            changes.append(Self.record(target: target, symbol: old, reasons: [Self.removal(old)], before: old, after: nil))
        }
        for path in added {
            guard let new = after[path] else { continue }
            changes.append(Self.record(target: target, symbol: new, reasons: [Self.addition(new)], before: nil, after: new))
        }
        for (path, old) in before {
            guard let new = after[path], old != new else { continue }
            let change = change(from: old, to: new)
            if !change.reasons.isEmpty { changes.append(change) }
        }
        return changes.sorted { $0.symbol < $1.symbol }
    }

    // MARK: - Pairing

    static func sameBaseName(_ old: APISymbol, _ new: APISymbol) -> Bool {
        old.kind.isCallable && old.kind == new.kind && old.container == new.container && old.name == new.name
    }

    /// Everything but the name alike: a rename.
    private static func sameShape(_ old: APISymbol, _ new: APISymbol) -> Bool {
        old.kind != .conformance && old.kind == new.kind && old.container == new.container && old.parameters == new.parameters
            && old.type == new.type && old.isAsync == new.isAsync && old.thrownError == new.thrownError && old.accessors == new.accessors
            && old.modifiers == new.modifiers && old.globalActors == new.globalActors && old.constraints == new.constraints
            && old.genericParameters == new.genericParameters
    }

    /// Whether `symbol` is a member (or a member's member) of one of `types`.
    private static func isInside(_ symbol: APISymbol, _ types: Set<String>) -> Bool {
        symbol.container.map { APISymbol.enclosingPaths(of: $0).contains(where: types.contains) } ?? false
    }

    // MARK: - Refinement

    /// The standard library's protocols a conformance may be replaced by, and what each refines.
    private static let standardRefinements: [String: [String]] = [
        "Hashable": ["Equatable"], "Comparable": ["Equatable"], "Strideable": ["Comparable"],
        "Collection": ["Sequence"], "BidirectionalCollection": ["Collection"], "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"], "RangeReplaceableCollection": ["Collection"], "Codable": ["Decodable", "Encodable"],
        "Error": ["Sendable"], "AdditiveArithmetic": ["Equatable"], "Numeric": ["AdditiveArithmetic"], "SignedNumeric": ["Numeric"],
    ]

    /// Whether protocol `refined` inherits `base`, directly or not: by the standard library's table, or
    /// by the package's own protocol declarations in `surface` (a protocol's inherited protocols are
    /// its conformance requirements there).
    private static func refines(_ refined: String, _ base: String, in surface: [String: APISymbol]) -> Bool {
        var seen: Set<String> = []
        var next = [refined]
        while let name = next.popLast() {
            guard seen.insert(name).inserted else { continue }
            var parents = standardRefinements[name] ?? []
            parents += surface.values.filter {
                $0.kind == .conformance && $0.isRequirement && $0.container?.split(separator: ".").last.map(String.init) == name
            }
            .map(\.name)
            if parents.contains(base) { return true }
            next += parents
        }
        return false
    }
}
