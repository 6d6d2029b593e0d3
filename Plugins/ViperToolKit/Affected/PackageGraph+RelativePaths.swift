import Foundation

/// Declarations that compare alike wherever the manifest was evaluated.
extension PackageGraph {
    /// This graph with the package-level declaration's absolute paths made relative to `root` (the folder its manifest
    /// was evaluated in) and the package's own location left out, so a manifest evaluated in a temporary folder declares
    /// the same as the one evaluated in the package's folder. (`dump-package` prints local packages' paths absolute;
    /// targets' paths it prints as written.)
    public func relativizingPaths(to root: URL) -> PackageGraph {
        PackageGraph(name: name, targets: targets, declaration: Self.neutralDeclaration(declaration, relativeTo: root))
    }

    /// A package-level `declaration` without its `packageKind` (which holds the package's folder), with every absolute
    /// `path` made relative to `root` when one is given, as sorted-key JSON. A declaration that is not a JSON object
    /// stays as it is.
    static func neutralDeclaration(_ declaration: String, relativeTo root: URL?) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(declaration.utf8)) as? [String: Any] else {
            return declaration
        }
        var neutral = object
        neutral["packageKind"] = nil
        let value = root.map { relativizing(neutral, to: RootPaths($0)) } ?? neutral
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else { return declaration }
        return String(decoding: data, as: UTF8.self)
    }

    /// The package's folder as written and with links resolved, split into components.
    private struct RootPaths {
        let spellings: [[Substring]]

        init(_ root: URL) {
            let written = root.standardizedFileURL.path
            let resolved = root.resolvingSymlinksInPath().standardizedFileURL.path
            spellings = [written, resolved].map { $0.split(separator: "/") }
        }

        /// `path` relative to the root, going up with `..` where needed; measured from the spelling it shares most with.
        func relative(_ path: String) -> String {
            let parts = path.split(separator: "/")
            let best = spellings.max { shared($0, parts) < shared($1, parts) } ?? []
            let common = shared(best, parts)
            let relative = Array(repeating: "..", count: best.count - common) + parts[common...].map(String.init)
            return relative.isEmpty ? "." : relative.joined(separator: "/")
        }

        private func shared(_ root: [Substring], _ parts: [Substring]) -> Int {
            var count = 0
            while count < min(root.count, parts.count), root[count] == parts[count] { count += 1 }
            return count
        }
    }

    private static func relativizing(_ value: Any, to root: RootPaths) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            Dictionary(uniqueKeysWithValues: dictionary.map { key, value in
                if key == "path", let path = value as? String, path.hasPrefix("/") { return (key, root.relative(path) as Any) }
                return (key, relativizing(value, to: root))
            })
        case let array as [Any]:
            array.map { relativizing($0, to: root) }
        default:
            value
        }
    }
}
