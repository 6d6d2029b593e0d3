import Foundation
import HostCore
import HostCoreTesting
import Testing
import ViperKit

@testable import WebShell

@Suite("Kept pages: a screen that has not changed is sent again as drawn, with each response's own nonce")
@MainActor
struct KeptPageTests {
    /// The CSP nonce of `page`, from its Content-Security-Policy header.
    private func nonce(of page: TestResponse) throws -> String {
        let policy = try #require(page.header("Content-Security-Policy"))
        let match = try #require(policy.firstMatch(of: /'nonce-([A-Za-z0-9_-]{43})'/))
        return String(match.1)
    }

    /// `page`'s body with its nonce written as `NONCE`, after checking that the stylesheet and the
    /// script carry it.
    private func bodyWithoutNonce(_ page: TestResponse) throws -> String {
        let nonce = try nonce(of: page)
        #expect(page.body.components(separatedBy: #"nonce="\#(nonce)""#).count == 3, "the stylesheet and the script carry the response's nonce")
        return page.body.replacingOccurrences(of: nonce, with: "NONCE")
    }

    /// The counter's screen after `count` additions, as ``CounterPresenter`` shows it.
    private func counterScreen(_ count: Int) -> Screen {
        var screen = CounterPresenter.initialScreen
        screen.sections = [ScreenSection(id: "count", rows: [ScreenRow(id: "value", title: "Count", detail: "\(count)")])]
        screen.actions = [ScreenAction(id: "increment", title: "Add one", role: .primary)]
        return screen
    }

    /// The page a fresh drawing of `screen` at /counter gives, in `language`, with `page`'s nonce
    /// and CSRF token: the counter, opened by its URL, is pushed over the home screen.
    private func freshCounterPage(_ screen: Screen, language: Language, like page: TestResponse) throws -> String {
        let context = PageContext(
            appName: "Test App", path: "/counter", presentation: .push, canGoBack: true, tabs: [], tabActions: [],
            refreshes: false, externalLink: nil, words: .shell(language))
        let bytes = ScreenRenderer.page(screen, context: context).filled(nonce: try nonce(of: page), csrfToken: try #require(page.csrfToken))
        return String(buffer: bytes)
    }

    @Test("a page sent again is byte for byte a fresh drawing of the screen, across a change of the screen and a switch of the language")
    func keptIsFresh() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let drawn = try await browser.get("/counter")
            let kept = try await browser.get("/counter")
            #expect(try nonce(of: kept) != nonce(of: drawn), "every response has its own nonce")
            #expect(try bodyWithoutNonce(kept) == bodyWithoutNonce(drawn))
            #expect(try kept.body == freshCounterPage(counterScreen(0), language: .english, like: kept))

            #expect(try await browser.post("/counter", [("_event", "action:increment")]).location == "/counter")
            let changed = try await browser.get("/counter")
            #expect(changed.contains(#"<span class="detail">1</span>"#), "the change is drawn, not the kept page")
            let keptChanged = try await browser.get("/counter")
            #expect(try bodyWithoutNonce(keptChanged) == bodyWithoutNonce(changed))
            #expect(try keptChanged.body == freshCounterPage(counterScreen(1), language: .english, like: keptChanged))

            #expect(try await browser.get("/counter?language=de").location == "/counter")
            let german = try await browser.get("/counter")
            #expect(german.contains(#"<html lang="de">"#), "the switch is drawn, not the kept page")
            let keptGerman = try await browser.get("/counter")
            #expect(try bodyWithoutNonce(keptGerman) == bodyWithoutNonce(german))
            #expect(try keptGerman.body == freshCounterPage(counterScreen(0), language: .german, like: keptGerman))
        }
    }

    @Test("a kept page is the page of the very same screen in a context that draws the same page, and never of one with a link out")
    func keptOnlyForTheSame() throws {
        let context = PageContext(
            appName: "Test App", path: "/counter", presentation: .root, canGoBack: false, tabs: [], tabActions: [],
            refreshes: false, externalLink: nil, words: .shell(.english))
        let screen = counterScreen(0)
        let kept = KeptPage(screen: screen, revision: 1, context: context, template: ScreenRenderer.page(screen, context: context))
        #expect(kept.isPage(of: screen, at: 1, in: context))
        #expect(kept.isPage(of: screen, at: 2, in: context), "updates that left the screen as it was")
        #expect(!kept.isPage(of: counterScreen(1), at: 2, in: context), "a changed screen")
        var loading = screen
        loading.status = .loading("Loading")
        #expect(!kept.isPage(of: loading, at: 2, in: context), "a changed status")
        let german = PageContext(
            appName: "Test App", path: "/counter", presentation: .root, canGoBack: false, tabs: [], tabActions: [],
            refreshes: false, externalLink: nil, words: .shell(.german))
        #expect(!kept.isPage(of: screen, at: 1, in: german), "another language")
        let refreshing = PageContext(
            appName: "Test App", path: "/counter", presentation: .root, canGoBack: false, tabs: [], tabActions: [],
            refreshes: true, externalLink: nil, words: .shell(.english))
        #expect(!kept.isPage(of: screen, at: 1, in: refreshing), "a page that refreshes itself")
        let pushed = PageContext(
            appName: "Test App", path: "/counter", presentation: .push, canGoBack: true, tabs: [], tabActions: [],
            refreshes: false, externalLink: nil, words: .shell(.english))
        #expect(!kept.isPage(of: screen, at: 1, in: pushed), "a page with Back")
        let url = try #require(URL(string: "https://example.com"))
        let link = try #require(ExternalLink(url))
        let linking = PageContext(
            appName: "Test App", path: "/counter", presentation: .root, canGoBack: false, tabs: [], tabActions: [],
            refreshes: false, externalLink: link, words: .shell(.english))
        #expect(!kept.isPage(of: screen, at: 1, in: linking), "a page with a link out, shown once")
    }
}
