import HostCore
import NIOCore
import ViperKit

/// One browser session's navigation and page rendering without HTTP, for the benchmark package
/// (`Benchmarks/`), which imports it with `@_spi(Benchmarks) import WebShell` to measure what the
/// shell costs without the network: opening and closing modules on a session's stack (with the
/// shell's leak tracking) and drawing a screen as the shell draws a page. Not part of the shell's
/// API: the App never uses it.
///
/// ```swift
/// let session = BenchmarkSession(tracker: LeakTracker())
/// session.push(try registry.build("/items/3"))
/// let html = session.renderTop()
/// session.goBack()
/// ```
@_spi(Benchmarks)
@MainActor
public final class BenchmarkSession {
    private let window: HostWindow

    /// A session whose closed modules `tracker` checks after `leakGrace`.
    public init(tracker: LeakTracker, leakGrace: Duration = .milliseconds(200)) {
        window = HostWindow(tracker: tracker, leakGrace: leakGrace)
    }

    /// The session's root stack, the navigator its first module sees.
    public var modules: any Navigator { window.root }

    /// How many modules the session's stack holds.
    public var depth: Int { window.stack.entries.count }

    /// Shows `module` on the stack as the shell does for a link: the root of an empty stack,
    /// pushed over the top otherwise.
    public func push(_ module: Module) {
        window.stack.push(module)
    }

    /// Closes the top module if it was pushed (the shell's Back); `false` when there is none.
    @discardableResult
    public func goBack() -> Bool {
        window.stack.goBack()
    }

    /// Closes every module.
    public func closeAll() {
        window.closeAll()
    }

    /// The HTML page of the top module's screen, drawn as the shell draws it in `language`.
    public func renderTop(language: Language = .english) -> ByteBuffer {
        guard let top = window.stack.top else { return ByteBuffer() }
        return Self.page(top.module.view.screen, path: top.route.path, canGoBack: window.stack.canGoBack, language: language)
    }

    /// The HTML page of `screen` at `path`, drawn as the shell draws a page in `language`: the
    /// bytes it sends, with a nonce and a CSRF token in their places.
    public static func page(_ screen: Screen, path: String, canGoBack: Bool = false, language: Language = .english) -> ByteBuffer {
        let context = PageContext(
            appName: "Benchmark",
            path: path,
            presentation: .push,
            canGoBack: canGoBack,
            tabs: [],
            tabActions: [],
            refreshes: false,
            externalLink: nil,
            words: .shell(language)
        )
        return ScreenRenderer.page(screen, context: context).filled(
            nonce: "benchmark-nonce-000000000000000000000000000", csrfToken: "benchmark-csrf-token-0000000000000000000000")
    }
}
