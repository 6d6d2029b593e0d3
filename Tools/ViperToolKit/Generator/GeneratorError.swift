/// Why `viper new` refused to generate a module. Each description is one line a person can act on.
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
    /// The name is not an UpperCamel Swift type name.
    case invalidName(String, reason: String)
    /// The name would collide with an existing target.
    case nameTaken(String, target: String)
    /// A folder or file the module would create already exists.
    case alreadyExists(String)
    /// No template has this name; `available` lists the ones there are.
    case unknownTemplate(String, available: [String])
    /// `--uses` names a feature the package does not declare.
    case unknownFeature(String, known: [String])
    /// A file the generator edits is missing or lacks the part it edits.
    case cannotEdit(file: String, reason: String)
    /// A template file uses a placeholder the generator does not know.
    case unknownPlaceholder(String, file: String)
    /// `--implements` names a feature that cannot have a successor (it is one itself).
    case cannotImplement(String, reason: String)
    /// Reading or writing a file failed.
    case fileSystem(String)

    public var description: String {
        switch self {
        case .invalidName(let name, let reason):
            "“\(name)” is not a valid module name: \(reason)."
        case .nameTaken(let name, let target):
            "“\(name)” collides with the existing target \(target); choose another name."
        case .alreadyExists(let path):
            "\(path) already exists; nothing was written."
        case .unknownTemplate(let name, let available):
            "There is no template “\(name)”; available templates: \(available.joined(separator: ", "))."
        case .unknownFeature(let name, let known):
            "--uses names “\(name)”, which is not a feature of this package (features: \(known.joined(separator: ", ")))."
        case .cannotEdit(let file, let reason):
            "Cannot edit \(file): \(reason)."
        case .unknownPlaceholder(let placeholder, let file):
            "The template file \(file) uses the unknown placeholder \(placeholder)."
        case .cannotImplement(let name, let reason):
            "--implements \(name): \(reason); nothing was written."
        case .fileSystem(let message):
            message
        }
    }
}
