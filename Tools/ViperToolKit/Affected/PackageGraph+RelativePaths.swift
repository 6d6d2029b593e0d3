import Foundation

/// Declarations that compare alike wherever the manifest was evaluated.
extension PackageGraph {
    /// This graph with the package-level declaration's absolute paths made relative to `root` (the folder its manifest
    /// was evaluated in), so a manifest evaluated in a temporary folder declares the same as the one evaluated in the
    /// package's folder. (`dump-package` prints local packages' paths absolute; targets' paths it prints as written.)
    /// A declaration that is not a JSON object stays as it is.
    public func relativizingPaths(to root: URL) -> PackageGraph {
        guard let object = try? JSONSerialization.jsonObject(with: Data(declaration.utf8)) as? [String: Any],
            let data = try? JSONSerialization.data(withJSONObject: Self.relativizing(object, to: RootPaths(root)), options: [.sortedKeys])
        else { return self }
        return PackageGraph(name: name, targets: targets, declaration: String(decoding: data, as: UTF8.self))
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
            let best = spellings.max { RelativePath.sharedPrefixCount($0, parts) < RelativePath.sharedPrefixCount($1, parts) } ?? []
            let relative = RelativePath.components(of: parts, from: best)
            return relative.isEmpty ? "." : relative.joined(separator: "/")
        }
    }

    private static func relativizing(_ value: Any, to root: RootPaths) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            Dictionary(
                uniqueKeysWithValues: dictionary.map { key, value in
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
