/// Gives each target its ``TargetRole`` from its kind and folder.
public struct TargetClassifier: Sendable {
    /// Creates a classifier.
    public init() {}

    /// The role of `target`.
    public func role(of target: PackageTarget) -> TargetRole {
        switch target.kind {
        case .test: return .test
        case .plugin: return .tooling
        default: break
        }
        let parts = target.path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard let top = parts.first else { return .other }
        switch top {
        case "Modules":
            guard parts.count >= 2 else { return .other }
            if parts.count >= 3, parts[2] == "Interface" { return .interface(parts[1]) }
            if parts.count >= 3, parts[2] == "Sources" { return .feature(parts[1]) }
            if parts.count >= 3, parts[2] == "Testing" { return .testing(parts[1]) }
            if parts.count >= 3, parts[2] == "Previews" { return .previews(parts[1]) }
            return parts[1] == "ViperKit" ? .viperKit : .kitSupport
        case "Services":
            guard parts.count >= 2 else { return .other }
            switch parts[1] {
            case "Domain": return .domain
            case "Fakes": return .fakes
            case let folder where folder.hasSuffix("Testing"): return .kitSupport
            default: return .liveService
            }
        case "App":
            if parts.count >= 2, parts[1].hasSuffix("Testing") { return .kitSupport }
            return target.kind == .executable ? .app : .shell
        case "Tools", "Plugins":
            return .tooling
        case "Benchmarks":
            return .benchmark
        default:
            return .other
        }
    }
}
