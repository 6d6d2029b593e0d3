import SnapshotTesting
@_spi(Previews) import TerminalHost
import Testing
import ViperKit
@_spi(Previews) import WebShell

/// Every declared state of every feature (`FeaturePreviews`), recorded as each host draws it: the
/// body of the web shell's page and the terminal host's 80x24 text, in English and German. A change to what a
/// screen shows fails here until it is recorded again, and the recorded files' diff is what a
/// reviewer reads. Record with `SNAPSHOT_TESTING_RECORD=all` (see the README).
@MainActor
@Suite("Every declared state, as each host draws it")
struct PreviewSnapshotTests {
    /// The web shell's page, as text.
    static let html: Snapshotting<String, String> = {
        var strategy = Snapshotting<String, String>.lines
        strategy.pathExtension = "html"
        return strategy
    }()

    @Test("the web shell draws each state as recorded", arguments: PreviewCase.all)
    func web(_ state: PreviewCase) async {
        let module = await state.preview.show(in: state.language)
        defer { module.activity.cancelAll() }
        let page = ScreenPage.html(module.view.screen, path: module.route.path, language: state.language)
        // The body: what the screen shows. The head (the stylesheet and script every page shares)
        // would make one style change alter every file.
        let body = page.range(of: "<body").map { String(page[$0.lowerBound...]) } ?? page
        assertSnapshot(of: body, as: Self.html, named: state.name, testName: "web")
    }

    @Test("the terminal host draws each state as recorded", arguments: PreviewCase.all)
    func terminal(_ state: PreviewCase) async {
        let module = await state.preview.show(in: state.language)
        defer { module.activity.cancelAll() }
        assertSnapshot(of: ScreenText.text(module.view.screen, language: state.language), as: .lines, named: state.name, testName: "terminal")
    }
}
