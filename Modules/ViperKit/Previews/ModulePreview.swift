/// One named state of a module, declared once beside the module: how the module is built for it
/// (its fakes, the failures aimed at its calls, its input) and the events that bring it there after
/// it is placed. The gallery draws every declared state, the snapshot tests record each one, and a
/// module test that asserts the same state starts from the same declaration, so what a reviewer
/// sees is what is tested.
///
/// ```swift
/// ModulePreview("a page failed", events: [.scroll(section: "items", offset: 40)]) { language in
///     let items = FakeItemsService(generatedCount: 60)
///     items.failNextCall(with: .unreachable)
///     return ItemsListDefaultBuilder(items: items, detail: NoItemDetail(), language: language).build()
/// }
/// ```
public struct ModulePreview: Sendable {
    /// What the state is called in the gallery and in its snapshot's name ("a page failed").
    public let name: String
    /// The events sent after ``ViewEvent/load``, in order.
    public let events: [ViewEvent]
    /// Whether the state is the module at rest (every event sent once the work before it ended)
    /// or mid-work, drawn while the work it started runs (a loading state: its fakes wait longer
    /// than anyone looks).
    public let isAtRest: Bool
    private let make: @MainActor @Sendable (Language) -> Module

    /// A state called `name`: the module `build` makes in a language, brought there by `events`.
    public init(
        _ name: String,
        events: [ViewEvent] = [],
        atRest: Bool = true,
        build: @escaping @MainActor @Sendable (Language) -> Module
    ) {
        self.name = name
        self.events = events
        self.isAtRest = atRest
        self.make = build
    }

    /// The module built in `language` for a host to place, which then brings itself to this
    /// state: once placed (the host sends ``ViewEvent/load``), it sends itself each event once its
    /// work before it ended, as work of its own activity, so a host that waits for a module's work
    /// (the web shell) shows the state, live. The gallery's live links open states this way.
    @MainActor
    public func live(in language: Language) -> Module {
        let module = make(language)
        guard !events.isEmpty else { return module }
        let events = events
        let activity = module.activity
        activity.run { [weak view = module.view, weak activity] in
            // The host places the module, and sends it `.load`, before this runs; the first
            // drawing (every presenter draws on load) says it did.
            var turns = 0
            while let shown = view, shown.revision == 0, turns < 1_000, !Task.isCancelled {
                turns += 1
                await Task.yield()
            }
            for event in events {
                await activity?.idle(leaving: 1, timeout: .seconds(30))
                guard !Task.isCancelled, let view else { return }
                view.handle(event)
            }
        }
        return module
    }

    /// The state's name as a path component and a file name: "a page failed" is `a-page-failed`.
    public var slug: String {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.joined(separator: "-")
    }

    /// The module built in `language` and brought to this state: placed (``ViewEvent/load``), then
    /// sent each event, each once the module's work ended (unless the state is mid-work). Whoever
    /// shows it closes it afterwards (``ModuleActivity/cancelAll()``), as a navigator would.
    ///
    /// Over fakes the work ends in milliseconds; `settleTimeout` is a bound for a machine whose
    /// cores are busy with other work (a test run's first seconds), not a wait.
    @MainActor
    public func show(in language: Language, settleTimeout: Duration = .seconds(30)) async -> Module {
        let module = make(language)
        module.view.handle(.load)
        if isAtRest { await module.activity.idle(timeout: settleTimeout) }
        for event in events {
            module.view.handle(event)
            if isAtRest { await module.activity.idle(timeout: settleTimeout) }
        }
        return module
    }
}
