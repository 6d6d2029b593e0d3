/// A layer rule the checker enforces.
public enum ArchitectureRule: String, Sendable, Hashable, CaseIterable {
    /// A feature uses ViperKit, Domain and other features' Interface targets only.
    case featureDependency = "feature-dependency"
    /// An Interface target uses ViperKit and Domain only.
    case interfaceDependency = "interface-dependency"
    /// A feature's previews depend on their feature, Interfaces, ViperKit, Domain and the fakes only.
    case previewsDependency = "previews-dependency"
    /// Features, Interfaces, ViperKit and Domain use no third-party module.
    case thirdParty = "third-party"
    /// Features, Interfaces, ViperKit and Domain use no live service and nothing of the app layer.
    case liveService = "live-service"
    /// Nothing depends on the App executable.
    case appDependency = "app-dependency"
    /// The target graph has no cycles.
    case cycle = "cycle"
    /// Every feature has a test target with sources.
    case featureTests = "feature-tests"
    /// Every feature declares its states for the gallery and the snapshots in `<Feature>Previews`.
    case featurePreviews = "feature-previews"
    /// A restricted target imports only package modules it declares as dependencies.
    case undeclaredImport = "undeclared-import"
    /// A feature's sources are internal but for its builder and plugin (`Sources/Builder/`) and
    /// declarations allowed with a `// viper:public <reason>` comment above them.
    case featureFace = "feature-face"
    /// Every declared dependency of a target (plugins aside) is imported by one of its files.
    case unusedDependency = "unused-dependency"
    /// Test-support targets (ViperKitTesting, `<Feature>Testing`) are used only by test targets,
    /// benchmarks and other test-support targets, so no spy ships in the app.
    case testSupport = "test-support"
    /// Every key of a target's string tables is in every language, and is used by its code.
    case stringTable = "string-table"
    /// Every feature has one shape: its role protocols in `Sources/<Feature>Contract.swift`, the
    /// role folders, a Testing kit, and tests that drive it with `ModuleTestStore`, with no stand-in
    /// for its own roles.
    case moduleShape = "module-shape"
    /// Every target's folder has exactly one owner in CODEOWNERS: the last line matching it names
    /// one owner (a package without CODEOWNERS is not judged).
    case ownership = "ownership"
    /// The host core (`App/HostCore`) imports ViperKit, swift-log, swift-distributed-tracing and the system's modules only: no
    /// server, no NIO, no HTML, no host, so every host can stand on it.
    case hostCore = "host-core"
    /// The app's flag registry registers each flag once, each is read by the composition root, and
    /// each is owned by a team of CODEOWNERS.
    case featureFlags = "feature-flags"
    /// Every feature declares what each of its events may cost (`<Feature>Budget` in
    /// `Sources/<Feature>Budget.swift`) and its builder hands that budget to the module it builds.
    case featureBudget = "feature-budget"

    /// The rule as a sentence.
    public var sentence: String {
        switch self {
        case .featureDependency: "a feature depends only on ViperKit, Domain and other features' Interface targets"
        case .interfaceDependency: "an Interface target depends only on ViperKit and Domain"
        case .previewsDependency: "a feature's previews depend only on their feature, Interfaces, ViperKit, Domain and the fakes"
        case .thirdParty: "features, Interfaces, ViperKit and Domain use no third-party module"
        case .liveService: "features, Interfaces, ViperKit and Domain never use a live service or the app layer"
        case .appDependency: "nothing depends on the App executable"
        case .cycle: "the target graph has no cycles"
        case .featureTests: "every feature has a test target <Feature>Tests with sources"
        case .featurePreviews: "every feature declares at least one state (a ModulePreview) in <Feature>Previews"
        case .undeclaredImport:
            "a target imports only the package modules it declares as dependencies (what builds by accident in the whole package fails in a focused one)"
        case .featureFace:
            "a feature's sources are internal (not public, open or package) but for its builder and plugin in Sources/Builder/ "
                + "(or a declaration with `// viper:public <reason>` above it)"
        case .unusedDependency: "every declared dependency of a target is imported by one of its files"
        case .stringTable: "every key of a module's string table is in every language and used by the module's code"
        case .moduleShape:
            "a feature has its role protocols in Sources/<Feature>Contract.swift, the role folders, a Testing kit, "
                + "and tests that drive it through its builder with ModuleTestStore, never a stand-in for its own roles"
        case .ownership: "every target's folder has exactly one owner in CODEOWNERS (the last line matching it names one team)"
        case .testSupport: "ViperKitTesting and the <Feature>Testing kits are used only by test targets, benchmarks and other test-support targets"
        case .hostCore:
            "the host core (\(ArchitectureChecker.hostCorePath)) imports only ViperKit, swift-log, swift-distributed-tracing and the system's modules: "
                + "no server, no NIO, no HTML, no host"
        case .featureBudget:
            "every feature declares its events' costs in Sources/<Feature>Budget.swift, and its builder gives them to its Module"
        case .featureFlags:
            "every flag of \(FeatureFlagCheck.registryPath) is registered once (in its `all`), read by code elsewhere, "
                + "and owned by a team of CODEOWNERS"
        }
    }
}
