import Foundation

/// The package's targets and their dependencies: the graph the checker, the module graph,
/// `viper test` and `viper affected` read.
public struct PackageGraph: Sendable, Hashable {
    /// The package's name.
    public let name: String
    /// Every target, in manifest order.
    public let targets: [PackageTarget]
    /// Everything the manifest declares besides its targets and products (third-party packages and their
    /// versions, platforms, tools version, language modes), as sorted-key JSON: a change here affects every target.
    /// Where the manifest was evaluated (`packageKind`, the package's own folder) is not part of it.
    public let declaration: String
    private let indexByName: [String: Int]

    /// Creates a graph of `targets`.
    public init(name: String, targets: [PackageTarget], declaration: String = "") {
        self.name = name
        self.targets = targets
        self.declaration = declaration
        indexByName = Dictionary(targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The target called `name`, if the package has one.
    public func target(named name: String) -> PackageTarget? {
        indexByName[name].map { targets[$0] }
    }

    /// Decodes the JSON `swift package dump-package` prints.
    public init(dumpPackageJSON data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let rawTargets = root["targets"] as? [[String: Any]]
        else { throw PackageModelError.malformedManifestJSON("no `targets` array") }
        let name = root["name"] as? String ?? "Package"
        let targets = try rawTargets.map { raw -> PackageTarget in
            guard let targetName = raw["name"] as? String else {
                throw PackageModelError.malformedManifestJSON("a target without a name")
            }
            let kind = (raw["type"] as? String).flatMap(PackageTargetKind.init(rawValue:)) ?? .regular
            let dependencies = (raw["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency(from:))
            return PackageTarget(
                name: targetName, kind: kind, path: raw["path"] as? String, dependencies: dependencies,
                declaration: try Self.canonicalJSON(raw)
            )
        }
        let packageLevel = root.filter { !["targets", "products", "name", "packageKind"].contains($0.key) }
        self.init(name: name, targets: targets, declaration: try Self.canonicalJSON(packageLevel))
    }

    /// Reads one `{"byName": […]}`, `{"target": […]}` or `{"product": […]}` entry.
    private static func dependency(from raw: [String: Any]) -> TargetDependency? {
        if let values = raw["product"] as? [Any], let name = values.first as? String {
            return TargetDependency(name: name, package: values.count > 1 ? values[1] as? String : nil)
        }
        for key in ["byName", "target"] {
            if let values = raw[key] as? [Any], let name = values.first as? String {
                return TargetDependency(name: name)
            }
        }
        return nil
    }

    private static func canonicalJSON(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
