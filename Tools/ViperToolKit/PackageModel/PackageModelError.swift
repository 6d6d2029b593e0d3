/// Why the package graph could not be read.
public enum PackageModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `swift package dump-package` failed; carries its exit status and error output.
    case dumpPackageFailed(status: Int32, output: String)
    /// The manifest JSON did not have the expected shape.
    case malformedManifestJSON(String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case let .dumpPackageFailed(status, output):
            "swift package dump-package failed (exit \(status)): \(output)"
        case let .malformedManifestJSON(reason):
            "unexpected dump-package JSON: \(reason)"
        }
    }
}
