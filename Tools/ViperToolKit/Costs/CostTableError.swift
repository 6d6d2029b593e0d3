/// Why ``CostTable`` could not be made.
public enum CostTableError: Error, Equatable, CustomStringConvertible {
    /// There is no readable `Package.swift` in the folder.
    case noManifest(String)
    /// The manifest has no `features` list of `Feature("Name", …)` entries to read.
    case noFeatureList

    public var description: String {
        switch self {
        case .noManifest(let path): "no Package.swift in \(path)"
        case .noFeatureList: "Package.swift has no `features` list of Feature(\"Name\", …) entries"
        }
    }
}
