/// Why `viper test` could not focus on the modules it was given.
public enum FocusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No target of the package has this name; carries the names that do have tests.
    case unknownModule(String, known: [String])
    /// The target exists but nothing tests it.
    case noTestTarget(String, lookedFor: String)
    /// No module was named.
    case nothingToTest
    /// The manifest does not declare `let package = Package(`, so the focus cannot be appended to it.
    case manifestWithoutPackageConstant

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case let .unknownModule(name, known):
            "unknown module '\(name)'. Modules with tests: \(known.joined(separator: ", "))"
        case let .noTestTarget(name, lookedFor):
            "\(name) has no test target (looked for \(lookedFor))"
        case .nothingToTest:
            "name at least one module to test, or pass --affected"
        case .manifestWithoutPackageConstant:
            "Package.swift has no `let package = Package(` to focus"
        }
    }
}
