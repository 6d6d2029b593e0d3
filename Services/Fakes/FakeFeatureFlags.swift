import Domain
import Synchronization

/// In-memory ``FeatureFlags`` for tests and previews: the values it is given, set per test (or per
/// preview) to show either implementation an Interface has; it counts its calls and can be told to
/// wait or fail like the other fakes.
public final class FakeFeatureFlags: FeatureFlags, FakeControllable {
    private let state: Mutex<[String: Bool]>
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<String, String>(service: "FeatureFlags")

    /// A fake answering with `values` (none: every flag keeps its default).
    public init(_ values: [String: Bool] = [:]) {
        state = Mutex(values)
    }

    /// The values it answers with; a test sets them to play a flip made elsewhere.
    public var flagValues: [String: Bool] {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    /// The values held.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func values() async throws(ServiceError) -> Fetched<[String: Bool]> {
        try await controls.begin("values", kind: "values")
        return Fetched(flagValues, source: source)
    }
}
