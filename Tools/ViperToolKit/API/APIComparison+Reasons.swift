/// How one symbol's change is classified: the reasons a removal, an addition or a changed
/// declaration, type or parameter list is breaking or additive, and the change it records.
extension APIComparison {
    static func removal(_ old: APISymbol) -> Reason {
        switch old.kind {
        case .conformance where old.name == "Sendable":
            (.breaking, "no longer Sendable: values of it can no longer cross isolation boundaries in other modules")
        case .conformance:
            (.breaking, "no longer conforms to \(old.name)")
        case .case:
            (.breaking, "enum case removed")
        default:
            (.breaking, "removed (or renamed with no shim left under the old name)")
        }
    }

    static func addition(_ new: APISymbol) -> Reason {
        if new.kind == .case, let container = new.container {
            return (.breaking, "new enum case: a switch over \(container) in another module without a default no longer compiles")
        }
        if new.kind == .conformance && new.isRequirement {
            return (.breaking, "the protocol now inherits \(new.name): every conforming type must conform to it too")
        }
        if new.isRequirement && !new.hasDefaultImplementation {
            return (.breaking, "new protocol requirement without a default implementation: every conforming type must implement it")
        }
        if new.isRequirement { return (.additive, "new protocol requirement with a default implementation in an extension") }
        if let deprecation = new.deprecation { return (.additive, "added as a deprecated shim (\(deprecation))") }
        return (.additive, "added")
    }

    func change(from old: APISymbol, to new: APISymbol) -> APIChange {
        var reasons: [Reason] = []
        if old.path != new.path && !Self.sameBaseName(old, new) {
            reasons.append((.breaking, "renamed to \(new.path)"))
        }
        reasons += Self.declarationReasons(old, new)
        if old.parameters != new.parameters { reasons += Self.parameterReasons(old, new) }
        if reasons.isEmpty && old.declaration != new.declaration {
            reasons.append((.breaking, "declaration changed"))
        }
        return Self.record(target: new.target, symbol: old, reasons: reasons, before: old, after: new)
    }

    static func declarationReasons(_ old: APISymbol, _ new: APISymbol) -> [Reason] {
        var reasons: [Reason] = []
        let requirement = old.isRequirement || new.isRequirement
        if old.kind != new.kind { reasons.append((.breaking, "\(old.kind.rawValue) became \(new.kind.rawValue)")) }
        if old.access != new.access {
            let widened = old.access == "package" || old.access == "public" && new.access == "open"
            reasons.append((widened ? .additive : .breaking, "access changed from \(old.access) to \(new.access)"))
        }
        for actor in new.globalActors where !old.globalActors.contains(actor) {
            reasons.append((.breaking, "now isolated to \(actor): callers and conformers outside it break"))
        }
        for actor in old.globalActors where !new.globalActors.contains(actor) {
            reasons.append((.breaking, "no longer isolated to \(actor): code that relied on its isolation breaks"))
        }
        if old.modifiers != new.modifiers {
            reasons.append(
                (.breaking, "modifiers changed from [\(old.modifiers.joined(separator: " "))] to [\(new.modifiers.joined(separator: " "))]"))
        }
        if old.isAsync != new.isAsync {
            reasons.append(new.isAsync ? (.breaking, "now async") : (requirement ? .breaking : .additive, "no longer async"))
        }
        switch (old.thrownError, new.thrownError) {
        case (nil, let thrown?): reasons.append((.breaking, thrown == APISymbol.untypedThrows ? "now throws" : "now throws(\(thrown))"))
        case (_?, nil): reasons.append((requirement ? .breaking : .additive, "no longer throws"))
        case let (was?, now?) where was != now: reasons.append((.breaking, "error type changed from \(was) to \(now)"))
        default: break
        }
        if old.type != new.type { reasons.append(typeReason(old, new)) }
        if old.accessors != new.accessors, let was = old.accessors, let now = new.accessors {
            if now == "get set" {
                reasons.append(
                    requirement ? (.breaking, "now requires a setter: every conforming type must provide one") : (.additive, "now settable"))
            } else {
                reasons.append((.breaking, "\(was) became \(now): no longer settable"))
            }
        }
        if old.genericParameters != new.genericParameters {
            reasons.append(
                (
                    .breaking,
                    "generic parameters changed from <\(old.genericParameters.joined(separator: ", "))> to <\(new.genericParameters.joined(separator: ", "))>"
                ))
        }
        let addedConstraints = new.constraints.filter { !old.constraints.contains($0) }
        let removedConstraints = old.constraints.filter { !new.constraints.contains($0) }
        if !addedConstraints.isEmpty {
            reasons.append((.breaking, "generic constraint added: \(addedConstraints.joined(separator: ", "))"))
        }
        if !removedConstraints.isEmpty {
            reasons.append((requirement ? .breaking : .additive, "generic constraint removed: \(removedConstraints.joined(separator: ", "))"))
        }
        if old.isRequirement && new.isRequirement && old.hasDefaultImplementation != new.hasDefaultImplementation {
            reasons.append(
                new.hasDefaultImplementation
                    ? (.additive, "now has a default implementation")
                    : (.breaking, "default implementation removed: every conforming type must implement it"))
        }
        if old.isRequirement != new.isRequirement && old.kind != .conformance {
            reasons.append(
                new.isRequirement
                    ? (new.hasDefaultImplementation ? .additive : .breaking, "now a protocol requirement")
                    : (.breaking, "no longer a protocol requirement: conforming types' implementations are no longer called through it"))
        }
        switch (old.deprecation, new.deprecation) {
        case (nil, let deprecation?): reasons.append((.additive, "deprecated (\(deprecation))"))
        case (_?, nil): reasons.append((.additive, "no longer deprecated"))
        default: break
        }
        return reasons
    }

    static func typeReason(_ old: APISymbol, _ new: APISymbol) -> Reason {
        let was = old.type ?? "none"
        let now = new.type ?? "none"
        switch new.kind {
        case .func, .subscript: return (.breaking, "result type changed from \(was) to \(now)")
        case .`init`: return (.breaking, new.type == nil ? "no longer failable" : "now failable")
        case .typealias: return (.breaking, "now aliases \(now) instead of \(was)")
        case .associatedtype: return (old.type == nil ? .additive : .breaking, "default changed from \(was) to \(now)")
        default: return (.breaking, "type changed from \(was) to \(now)")
        }
    }

    /// How the parameters (or an enum case's associated values) changed.
    static func parameterReasons(_ old: APISymbol, _ new: APISymbol) -> [Reason] {
        let requirement = old.isRequirement || new.isRequirement
        let oldShapes = old.parameters.map(\.shape)
        let newShapes = new.parameters.map(\.shape)
        // The old parameters, in order, among the new ones: what is left over is new.
        var matched: [(APIParameter, APIParameter)] = []
        var extras: [APIParameter] = []
        for parameter in new.parameters {
            if matched.count < old.parameters.count && parameter.shape == oldShapes[matched.count] {
                matched.append((old.parameters[matched.count], parameter))
            } else {
                extras.append(parameter)
            }
        }
        var reasons: [Reason] = []
        if matched.count == old.parameters.count {
            for extra in extras {
                if requirement {
                    reasons.append((.breaking, "new parameter `\(extra.label):` in a protocol requirement: every conforming type must change"))
                } else if extra.hasDefault {
                    reasons.append((.additive, "new parameter `\(extra.label):` with a default value"))
                } else {
                    reasons.append((.breaking, "new parameter `\(extra.label):` without a default value"))
                }
            }
            for (was, now) in matched where was.hasDefault != now.hasDefault {
                reasons.append(
                    now.hasDefault
                        ? (.additive, "parameter `\(now.label):` now has a default value")
                        : (.breaking, "parameter `\(now.label):` lost its default value"))
            }
            return reasons
        }
        if oldShapes.count == newShapes.count && oldShapes.sorted() == newShapes.sorted() {
            return [(.breaking, "parameter order changed from \(list(old)) to \(list(new))")]
        }
        if oldShapes.count == newShapes.count {
            for (was, now) in zip(old.parameters, new.parameters) where was.shape != now.shape {
                if was.label != now.label {
                    reasons.append((.breaking, "parameter label changed from `\(was.label):` to `\(now.label):`"))
                }
                if was.type != now.type {
                    reasons.append((.breaking, "parameter `\(now.label):` type changed from \(was.type) to \(now.type)"))
                }
            }
            return reasons
        }
        let kept = Set(newShapes)
        let gone = old.parameters.filter { !kept.contains($0.shape) }
        if newShapes.count < oldShapes.count && gone.count == oldShapes.count - newShapes.count {
            return gone.map { (.breaking, "parameter `\($0.label):` removed") }
        }
        return [(.breaking, "parameters changed from \(list(old)) to \(list(new))")]
    }

    static func list(_ symbol: APISymbol) -> String {
        "(" + symbol.parameters.map(\.shape).joined(separator: ", ") + ")"
    }

    static func record(target: String, symbol: APISymbol, reasons: [Reason], before: APISymbol?, after: APISymbol?) -> APIChange {
        let place = after ?? before ?? symbol
        return APIChange(
            target: target, symbol: symbol.qualifiedName, severity: reasons.map(\.severity).max() ?? .additive, reasons: reasons.map(\.text),
            before: before?.declaration, after: after?.declaration, file: place.file, line: place.line)
    }
}
