/// The groups `viper affected` sorts selected targets into, by their ``TargetRole``.
public enum AffectedGroup: String, Sendable, Hashable, CaseIterable {
    /// Features' implementations, Interfaces and Testing kits.
    case features
    /// ViperKit, its support targets, Domain and the fakes.
    case core
    /// The live services (Storage, Networking, Gateway, DemoAPI).
    case services
    /// The web shell, the composition root and the App executable.
    case app
    /// The tool, its plugin, benchmarks and anything outside the layers.
    case tooling
    /// Test targets.
    case tests

    /// The group of a target with `role`.
    public init(role: TargetRole) {
        switch role {
        case .feature, .interface, .testing, .previews: self = .features
        case .viperKit, .kitSupport, .domain, .fakes: self = .core
        case .liveService: self = .services
        case .shell, .app: self = .app
        case .tooling, .benchmark, .other: self = .tooling
        case .test: self = .tests
        }
    }
}
