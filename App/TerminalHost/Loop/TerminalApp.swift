import Foundation
import HostCore
import Tracing
import ViperKit

/// The terminal host: shows one person's app (a ``HostSession`` of the host core) full screen on a
/// TTY and turns their keys into the same navigation and ``ViewEvent``s the web shell sends. It
/// knows no URL and no HTTP: screens are named by their routes, as the modules name them.
///
/// Every change is drawn: after each key, as soon as a screen on view changes (a list arriving;
/// the host observes the views it shows), and on a frame clock that notices what else changed
/// meanwhile (a module pushed by work that ended, a login replacing the root, a resize). Esc goes back, digits select tabs, `L`
/// switches the language, `?` shows the keys, `q` or Ctrl-C quits; the terminal is put back as it
/// was on quit, Ctrl-C, SIGTERM and SIGHUP. A terminal that goes away (its window closed, an SSH
/// connection dropped: reads and writes fail) ends the app as `q` does, with exit status 0.
///
/// ```swift
/// let status = await TerminalApp(language: .german).run { navigator in
///     AppFlow(navigator: navigator, services: { factory.makeServices() })
/// }
/// ```
///
/// Kept in one file on purpose: the run loop, the redraw and the terminal's restore on every exit
/// share private state (the interaction, the size, the raw mode) whose order matters.
@MainActor
public final class TerminalApp {
    /// How often the run loop looks whether the screen changed without a key: about a display's
    /// frame rate at 60 Hz halved, so a module's result shows within 30 ms and an idle app costs
    /// next to nothing.
    public nonisolated static let frame: Duration = .milliseconds(30)

    private let device: TerminalDevice
    private let language: Language
    private let leakGrace: Duration
    private var decoder = KeyDecoder()
    /// The interaction with the screen on top, and which view it belongs to.
    private var interaction = TerminalInteraction()
    private var interactionView: WeakReference?
    /// The interactions with screens under the top one, by view, while their views live: Back (or
    /// a tab selected again) finds the focus and the scroll where the person left them.
    private var kept = PerView<TerminalInteraction>()
    /// A link a module asked to open, shown until the next key.
    private var shownLink: URL?
    /// The last frame drawn, so an unchanged frame is not written again.
    private var drawn: [String] = []
    /// What the last frame was drawn from; `nil` after a key, which may change the interaction.
    private var drawnFrom: FrameSignature?
    /// Says that a screen on view changed, so the run loop draws it now.
    private var wake: AsyncStream<TerminalInput>.Continuation?

    /// The spans the session's window makes, naming each module's team, and where they go: with a
    /// tracer, a span per key handled, under it the host's spans at the modules' boundaries and what
    /// their work calls.
    private let spans: ModuleSpans

    /// A host on standard input and output whose session starts speaking `language`, whose closed
    /// modules are checked for leaks after `leakGrace`, tracing each key into the tracer of `spans`
    /// if it has one.
    public convenience init(language: Language = .english, leakGrace: Duration = .seconds(1), spans: ModuleSpans = ModuleSpans()) {
        self.init(device: TerminalDevice(), language: language, leakGrace: leakGrace, spans: spans)
    }

    /// A host on `device`.
    init(device: TerminalDevice, language: Language, leakGrace: Duration, spans: ModuleSpans = ModuleSpans()) {
        self.device = device
        self.language = language
        self.leakGrace = leakGrace
        self.spans = spans
    }

    /// Whether the host can run here: standard input and output are a terminal.
    public nonisolated static var canRun: Bool { TerminalDevice().isTerminal }

    /// Runs the app whose flow `makeFlow` makes from the session's root stack until the person
    /// quits (or a terminating signal comes), then ends the session (closing every module, so the
    /// flow logs out) and puts the terminal back. Returns the process's exit status: 0, or 1 when
    /// the terminal could not be set up. A hang-up (SIGHUP, or a read or write that fails because
    /// the terminal went away) is a quit: the session ends in order and the status is 0.
    public func run(makeFlow: @MainActor (any Navigator) -> any HostFlow) async -> Int32 {
        do {
            try device.enableRawMode()
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("Could not set up the terminal: \(error)\n".utf8))
            return 1
        }
        // A write to a terminal whose reader went away fails with EPIPE, which ends the run loop,
        // instead of the signal's default action ending the process before the session ends.
        signal(SIGPIPE, SIG_IGN)
        device.enterFullScreen()
        defer {
            device.leaveFullScreen()
            device.restoreMode()
        }
        let session = HostSession(window: HostWindow(tracker: .shared, leakGrace: leakGrace, spans: spans), makeFlow: makeFlow)
        session.flow.language = language
        do {
            try session.navigate(to: session.flow.home.path)
        } catch {
            session.end()
            device.leaveFullScreen()
            try? FileHandle.standardError.write(contentsOf: Data("Could not open the first screen: \(error)\n".utf8))
            return 1
        }
        // The inputs, and with them the handling of terminating signals, before the first frame:
        // a signal sent once the screen shows must find its handler in place, not the default
        // action (or, while the handler is being set up, nothing).
        let (inputs, wake) = TerminalInput.stream(from: device, frame: Self.frame)
        self.wake = wake
        defer { self.wake = nil }
        session.syncWithFlow()
        guard draw(session) else {
            session.end()
            return 0
        }
        loop: for await input in inputs {
            switch input {
            case .changed:
                break
            case .bytes(let bytes):
                guard handle(decoder.decode(bytes), in: session) else { break loop }
            case .tick:
                guard handle(decoder.tick(), in: session) else { break loop }
            case .stop:
                break loop
            }
            session.syncWithFlow()
            // A frame the terminal cannot take: it went away, as after a hang-up.
            guard draw(session) else { break loop }
        }
        session.end()
        return 0
    }

    // MARK: Keys

    /// Hands `keys`, one read's, to the interaction with the screen on top, in order. A run of
    /// characters that goes into the field being typed into (a paste) is typed in one step, so it
    /// costs what it adds, not a key's whole handling per character. Returns `false` when the
    /// person quits.
    private func handle(_ keys: [Key], in session: HostSession) -> Bool {
        var rest = keys[...]
        while let key = rest.first {
            let run = rest.prefix { $0.character != nil }
            if run.count > 1, let view = session.window.stack.topView {
                startKey(on: view)
                if interaction.type(String(run.compactMap(\.character)), on: view.screen) {
                    rest = rest.dropFirst(run.count)
                    continue
                }
            }
            guard traced(key, { handle(key, in: session) }) else { return false }
            rest = rest.dropFirst()
        }
        return true
    }

    /// Runs `handling` with the spans' tracer, inside a server span for `key` (`Terminal key
    /// enter`); with no tracer, as it is.
    private func traced(_ key: Key, _ handling: () -> Bool) -> Bool {
        guard let tracer = spans.tracer else { return handling() }
        return withTracer(tracer) {
            withSpan("Terminal key \(key)", ofKind: .server) { _ in handling() }
        }
    }

    /// Hands `key` to the interaction with the screen on top and does what it asks. Returns
    /// `false` when the person quits.
    private func handle(_ key: Key, in session: HostSession) -> Bool {
        let window = session.window
        guard let view = window.stack.topView else { return key != .ctrlC && key != .character("q") }
        startKey(on: view)
        switch interaction.handle(key, on: view.screen, chrome: chrome(of: session)) {
        case .nothing, .redraw:
            break
        case .send(let event):
            window.deliver(event, to: view)
        case .sendToContainer(let event):
            if let container = window.container { window.spans.deliver(event, to: container.module) }
        case .goBack:
            window.stack.goBack()
        case .selectTab(let index):
            if index == window.tabs?.selected {
                // The selected tab again shows its root, as in UIKit and the web shell's tab bar.
                window.stack.close(above: 0)
            } else {
                try? window.selectTab(at: index)
            }
        case .switchLanguage(let language):
            session.switchLanguage(to: language)
        case .quit:
            return false
        }
        return true
    }

    /// What every key does first: it hides a link a module opened, makes the next frame be drawn,
    /// and finds the interaction with `view`, the screen on top.
    private func startKey(on view: ModuleView) {
        shownLink = nil
        drawnFrom = nil
        syncInteraction(with: view)
    }

    // MARK: Drawing

    /// Draws the screen on top in its chrome, if anything changed since the last frame. Returns
    /// `false` when the terminal could not take the frame (it went away).
    private func draw(_ session: HostSession) -> Bool {
        let window = session.window
        if let link = window.takePendingLink() { shownLink = link.url }
        guard let view = window.stack.topView else { return true }
        let size = device.size
        let signature = FrameSignature(
            view: ObjectIdentifier(view),
            revision: view.revision,
            containerRevision: window.container?.module.view.revision,
            selectedTab: window.tabs?.selected,
            link: shownLink,
            language: session.flow.language.code,
            size: size
        )
        guard signature != drawnFrom else { return true }
        drawnFrom = signature
        observe(view)
        if let container = window.container?.module.view { observe(container) }
        syncInteraction(with: view)
        let lines = interaction.frame(of: view.screen, chrome: chrome(of: session), size: size, styled: true)
        guard lines != drawn else { return true }
        drawn = lines
        return device.draw(lines)
    }

    /// Makes `view` wake the run loop when its screen changes: the host is the observer of the views
    /// it shows (``ModuleView/onUpdate``), so a module's result is drawn as it comes, not on the
    /// next tick.
    private func observe(_ view: ModuleView) {
        guard view.onUpdate == nil else { return }
        view.onUpdate = { [weak self] _ in self?.wake?.yield(.changed) }
    }

    /// Follows the screen on top: when another module came on top, keeps the interaction with the
    /// one before and takes up the new one's where it was left (a fresh one for a new screen).
    private func syncInteraction(with view: ModuleView) {
        guard interactionView?.object !== view else { return }
        if let previous = interactionView?.object as? ModuleView {
            // Screens closed since are released: their interactions go as this one is kept.
            kept.keep(interaction, for: previous)
        }
        interaction = kept.take(for: view) ?? TerminalInteraction()
        interactionView = WeakReference(view)
    }

    /// What the host draws around the screen on top: Back, a modal's look, the tabs with the tab
    /// container's buttons, a link to show, the language.
    private func chrome(of session: HostSession) -> TerminalChrome {
        let window = session.window
        return TerminalChrome(
            canGoBack: window.stack.canGoBack,
            isModal: window.stack.top?.presentation == .modal,
            tabTitles: window.tabs?.items.map(\.title) ?? [],
            selectedTab: window.tabs?.selected ?? 0,
            tabActions: window.container?.module.view.screen.actions ?? [],
            externalLink: shownLink,
            language: session.flow.language
        )
    }
}
