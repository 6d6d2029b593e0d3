import Testing
import ViperKit

extension ModuleTestStore {
    /// A store over the module of the state called `name` among a feature's declared states
    /// (its `<Name>Previews`), built live in `language`: the test sends ``ViewEvent/load`` and
    /// then receives every change the state's own events make, so what the gallery and the
    /// snapshots show is what the test asserts.
    ///
    /// ```swift
    /// let store = try ModuleTestStore(state: "locked", of: LoginPreviews.all)
    /// store.send(.load, Fixtures.opened)
    /// await store.receive(Fixtures.loggingIn("demo"))
    /// ```
    /// - Throws: when no state is called `name` (the test fails, naming the states there are).
    public convenience init(
        state name: String,
        of states: [ModulePreview],
        language: Language = .english,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let state = try #require(
            states.first { $0.name == name }, "no state is called “\(name)”; the states are \(states.map(\.name))",
            sourceLocation: sourceLocation)
        self.init(state.live(in: language), sourceLocation: sourceLocation)
    }
}
