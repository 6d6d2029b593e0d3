/// Why a target changed itself, at the end of every chain `viper affected --why` prints.
public enum AffectedReason: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Package.swift's package-level declaration changed: third-party packages or versions, platforms, tools version.
    case packageChanged
    /// Package.resolved changed: the pinned versions of third-party packages.
    case pinsChanged
    /// Package.swift declares the target and the base did not.
    case newTarget
    /// Package.swift declares the target differently (dependencies, path, settings…).
    case declarationChanged
    /// A file in the target's folder changed (the path, relative to the package's folder).
    case file(String)

    /// The last link of a chain: the file, or `Package.swift (…)`.
    public var description: String {
        switch self {
        case .packageChanged: "Package.swift (third-party packages or package settings changed)"
        case .pinsChanged: "Package.resolved (pinned third-party versions changed)"
        case .newTarget: "Package.swift (new target)"
        case .declarationChanged: "Package.swift (its declaration changed)"
        case let .file(path): path
        }
    }
}
