/// Finds the cycles of a directed graph: one cycle per strongly connected component that has one.
public struct CycleFinder: Sendable {
    /// Creates a finder.
    public init() {}

    /// One cycle per strongly connected component with a cycle, each starting at its
    /// alphabetically first node and listing the path back to it (`["A", "B", "A"]`).
    public func cycles(in edges: [String: [String]]) -> [[String]] {
        let nodes = Set(edges.keys).union(edges.values.flatMap { $0 }).sorted()
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in edges[node] ?? [] {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node] ?? 0, lowLinks[next] ?? 0)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node] ?? 0, indices[next] ?? 0)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }

        for node in nodes where indices[node] == nil { connect(node) }
        return components.compactMap { component -> [String]? in
            let members = Set(component)
            guard let start = component.min() else { return nil }
            if component.count == 1, !(edges[start] ?? []).contains(start) { return nil }
            return path(from: start, within: members, edges: edges)
        }
        .sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The shortest path from `start` back to itself inside one component.
    private func path(from start: String, within members: Set<String>, edges: [String: [String]]) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var visited: Set<String> = []
        while !queue.isEmpty {
            let node = queue.removeFirst()
            for next in (edges[node] ?? []).sorted() where members.contains(next) {
                if next == start {
                    var path = [node]
                    while let last = path.last, last != start, let before = previous[last] { path.append(before) }
                    return [start] + path.reversed().dropFirst() + [start]
                }
                if !visited.contains(next) {
                    visited.insert(next)
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return [start, start]
    }
}
