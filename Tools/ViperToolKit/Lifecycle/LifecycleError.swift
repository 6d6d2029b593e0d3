/// Why `viper rename` or `viper remove` refused, changing nothing. Each description is one
/// sentence a person can act on.
public enum LifecycleError: Error, Equatable, CustomStringConvertible {
    /// The package declares no feature of this name.
    case unknownFeature(String, known: [String])
    /// The new name is not a valid module name.
    case invalidName(String, reason: String)
    /// The new name is taken by a feature, a target or a folder.
    case nameTaken(String, by: String)
    /// The tree has changes a rename or a removal would mix with its own.
    case dirtyTree([String])
    /// The module is still needed: each consumer with its file, line and owning team.
    case stillUsed(String, by: [ModuleConsumer])
    /// `--route` was given but the module's route could not be found, or the new one is not a path.
    case route(String)
    /// Git or the file system failed.
    case failed(String)

    public var description: String {
        switch self {
        case .unknownFeature(let name, let known):
            "“\(name)” is not a feature of this package (features: \(known.joined(separator: ", "))); nothing was changed."
        case .invalidName(let name, let reason):
            "“\(name)” is not a valid module name: \(reason); nothing was changed."
        case .nameTaken(let name, let by):
            "“\(name)” is taken by \(by); choose another name; nothing was changed."
        case .dirtyTree(let files):
            "The tree has uncommitted changes (\(files.prefix(5).joined(separator: ", "))\(files.count > 5 ? ", …" : "")); commit or stash them, or pass --allow-dirty; nothing was changed."
        case .stillUsed(let name, let consumers):
            "\(name) is still used, so nothing was removed; ask its consumers' teams first:\n"
                + Self.byFile(consumers).joined(separator: "\n")
        case .route(let reason):
            "--route: \(reason); nothing was changed."
        case .failed(let message):
            message
        }
    }

    /// One line per consuming file: its first use, how many more lines use it, and its team.
    private static func byFile(_ consumers: [ModuleConsumer]) -> [String] {
        var order: [String] = []
        var byFile: [String: [ModuleConsumer]] = [:]
        for consumer in consumers {
            if byFile[consumer.file] == nil { order.append(consumer.file) }
            byFile[consumer.file, default: []].append(consumer)
        }
        return order.map { file in
            let uses = byFile[file] ?? []
            let more =
                uses.count > 1
                ? " (and \(uses.count - 1) more line\(uses.count == 2 ? "" : "s"): \(uses.dropFirst().map { String($0.line) }.joined(separator: ", ")))"
                : ""
            return "  \(uses[0])\(more)"
        }
    }
}
