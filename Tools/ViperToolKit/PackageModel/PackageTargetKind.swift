/// What SwiftPM builds from a target, as `swift package dump-package` spells it.
public enum PackageTargetKind: String, Sendable, Hashable, CaseIterable {
    /// A library target (`.target`).
    case regular
    /// An executable target (`.executableTarget`).
    case executable
    /// A test target (`.testTarget`).
    case test
    /// A plugin target (`.plugin`).
    case plugin
    /// A macro target (`.macro`).
    case macro
    /// A system library target (`.systemLibrary`).
    case system
    /// A binary target (`.binaryTarget`).
    case binary

    /// The folder SwiftPM uses when a target declares no `path`.
    var defaultFolder: String {
        switch self {
        case .test: "Tests"
        case .plugin: "Plugins"
        default: "Sources"
        }
    }
}
