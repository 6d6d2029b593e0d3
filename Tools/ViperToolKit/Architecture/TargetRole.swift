/// What a target is in the architecture, read from where it lives (so a new feature needs no configuration).
public enum TargetRole: Sendable, Hashable {
    /// `Modules/<feature>/Sources`: a feature's implementation.
    case feature(String)
    /// `Modules/<feature>/Interface`: the feature's small public face.
    case interface(String)
    /// `Modules/<feature>/Testing`: spies of the feature's Interface for other modules' tests.
    case testing(String)
    /// A feature's previews (`Modules/<Name>/Previews`): its named states over fakes, which the
    /// gallery and the snapshot tests show.
    case previews(String)
    /// `Modules/ViperKit`: the architecture's own types.
    case viperKit
    /// Another folder in `Modules/` (ViperKitTesting), `Services/<X>Testing` (DomainTesting) or
    /// `App/<X>Testing` (HostCoreTesting): support for tests.
    case kitSupport
    /// `Services/Domain`: entities and service protocols.
    case domain
    /// `Services/Fakes`: in-memory fakes of the service protocols.
    case fakes
    /// Any other folder in `Services/` (Storage, Networking, DemoAPI): a live service.
    case liveService
    /// A library in `App/` (WebShell, AppComposition).
    case shell
    /// An executable in `App/`: the App.
    case app
    /// The tool (generator, checker, graph, focused tests) in `Tools/`, and its SwiftPM plugin in `Plugins/`.
    case tooling
    /// A benchmark in `Benchmarks/`.
    case benchmark
    /// A test target.
    case test
    /// Anything else.
    case other

    /// Whether the target exists for tests only (ViperKitTesting, a feature's Testing kit), so only
    /// tests, benchmarks and other test-support targets may use it.
    public var isTestSupport: Bool {
        switch self {
        case .kitSupport, .testing: true
        default: false
        }
    }

    /// Whether the layer rules keep this target free of third-party, live-service and app modules.
    public var isRestricted: Bool {
        switch self {
        case .feature, .interface, .viperKit, .domain, .previews: true
        default: false
        }
    }

    /// A short phrase for messages ("a live service").
    public var phrase: String {
        switch self {
        case let .feature(name): "feature \(name)'s implementation"
        case let .interface(name): "feature \(name)'s Interface"
        case let .testing(name): "feature \(name)'s Testing kit"
        case let .previews(name): "feature \(name)'s previews"
        case .viperKit: "ViperKit"
        case .kitSupport: "a test-support target"
        case .domain: "Domain"
        case .fakes: "the fakes"
        case .liveService: "a live service"
        case .shell: "the app layer"
        case .app: "the App executable"
        case .tooling: "tooling"
        case .benchmark: "a benchmark"
        case .test: "a test target"
        case .other: "a target outside the layers"
        }
    }
}
