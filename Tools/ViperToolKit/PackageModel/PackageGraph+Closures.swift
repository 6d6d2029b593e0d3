/// Walking the graph along its edges (dependencies) and against them (dependents).
extension PackageGraph {
    /// `names` and every package target they depend on, directly or not, in manifest order.
    public func dependencyClosure(of names: some Sequence<String>) -> [PackageTarget] {
        var seen = Set<String>()
        var pending = Array(names)
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = target(named: name) else { continue }
            pending.append(contentsOf: target.localDependencies(in: self))
        }
        return targets.filter { seen.contains($0.name) }
    }

    /// Every package target that depends on `name`, directly or not, sorted; `dependents` is
    /// ``directDependents()``, computed once by a caller that asks for many targets.
    public func dependentClosure(of name: String, dependents: [String: [String]]? = nil) -> [String] {
        let dependents = dependents ?? directDependents()
        var seen: Set<String> = []
        var pending = dependents[name] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += dependents[next] ?? []
        }
        return seen.sorted()
    }

    /// For each target, the package targets that depend on it directly.
    public func directDependents() -> [String: [String]] {
        var dependents: [String: [String]] = [:]
        for target in targets {
            for dependency in target.localDependencies(in: self) {
                dependents[dependency, default: []].append(target.name)
            }
        }
        return dependents
    }
}
