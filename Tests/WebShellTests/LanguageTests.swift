import Foundation
import Testing

@Suite("Languages: each session speaks one, chosen by the browser or the language switch")
@MainActor
struct LanguageTests {
    @Test("a new session speaks the language its Accept-Language prefers: the page's lang, the shell's words and the switch")
    func acceptLanguage() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            browser.acceptLanguage = "de-CH, de;q=0.9, en;q=0.8"
            let list = try await browser.get("/list")
            #expect(list.contains(#"<html lang="de">"#))
            #expect(server.app.lastFlow?.language == .german)
            #expect(list.contains(#"<nav class="languages" aria-label="Sprache">"#))
            #expect(list.contains(#"<a href="/list?language=en" lang="en" hreflang="en">English</a>"#))
            #expect(list.contains(#"<span lang="de" aria-current="true">Deutsch</span>"#))
            #expect(list.contains("Weiter"), "the pager's Next")
            #expect(list.contains("1–10 von 25"))
        }
    }

    @Test(
        "a session whose Accept-Language names no language the app speaks, or is unreadable, speaks English",
        arguments: [nil, "fr-FR, ja", ";;q=x,,"])
    func englishFallback(header: String?) async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            browser.acceptLanguage = header
            let page = try await browser.get("/list")
            #expect(page.status == 200)
            #expect(page.contains(#"<html lang="en">"#))
            #expect(page.contains(#"<a href="/list?language=de" lang="de" hreflang="de">Deutsch</a>"#))
        }
    }

    @Test("the switch rebuilds the screen on view in the new language and stays on it; the screen below is built again when Back leads to it")
    func switchRebuildsTheStack() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/list")
            #expect(try await browser.post("/list", [("_event", "select:items:3")]).location == "/detail/3")
            let before = try await browser.get("/detail/3")
            #expect(before.contains("Back"))
            let answer = try await browser.get("/detail/3?language=de")
            #expect(answer.status == 303)
            #expect(answer.location == "/detail/3")
            let after = try await browser.get("/detail/3")
            #expect(after.status == 200)
            #expect(after.contains(#"<html lang="de">"#))
            #expect(after.contains("Zurück"), "the rebuilt detail is still pushed over the list")
            #expect(server.app.built["/detail/3"]?.count == 2, "the detail was built again")
            #expect(server.app.built["/list"]?.count == 1, "the list below it waits until it is shown")
            #expect(await server.released("/detail/3", build: 0), "the old detail is released")
            #expect(await server.released("/list", build: 0), "and the old list")
            #expect(try await browser.post("/detail/3", [("_event", "nav:back")]).location == "/list")
            #expect(try await browser.get("/list").contains(#"<html lang="de">"#))
            #expect(server.app.built["/list"]?.count == 2, "Back built the list again, in German")
        }
    }

    @Test(
        "a session switches its language at most as often as a minute allows: one more is a 429 page saying when to retry, and the screen stays as it was"
    )
    func switchesPerMinute() async throws {
        try await TestServer.with(maxLanguageSwitchesPerMinute: 3) { server in
            let browser = server.browser()
            try await browser.get("/list")
            for code in ["de", "en", "de"] {
                #expect(try await browser.get("/list?language=\(code)").location == "/list")
            }
            #expect(try await browser.get("/list?language=de").location == "/list", "the language already spoken is no switch")
            let refused = try await browser.get("/list?language=en")
            #expect(refused.status == 429)
            let retryAfter = try #require(refused.header("Retry-After").flatMap { Int($0) }, "a 429 says when to ask again")
            #expect((1 ... 60).contains(retryAfter), "the oldest switch leaves the minute within it (\(retryAfter) s)")
            #expect(refused.contains("Zu viele Sprachwechsel"), "worded in the language the session still speaks")
            #expect(refused.contains(#"href="/list""#))
            #expect(try await browser.get("/list").contains(#"<html lang="de">"#))
            #expect(server.app.built["/list"]?.count == 4, "three switches, three screens built again")
        }
    }

    @Test("an unknown language choice means English, without an error page")
    func unknownChoice() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            browser.acceptLanguage = "de"
            try await browser.get("/list")
            let answer = try await browser.get("/list?language=klingon")
            #expect(answer.status == 303)
            #expect(answer.location == "/list")
            #expect(try await browser.get("/list").contains(#"<html lang="en">"#))
        }
    }

    @Test(
        "in a tabbed session the switch rebuilds the tab container and the screen on view, keeps the selected tab, and builds another tab's screen only when it is shown"
    )
    func switchKeepsTabs() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/list")
            #expect(try await browser.post("/list", [("_event", "select:items:3")]).location == "/detail/3")
            try await browser.get("/counter")
            #expect(try await browser.get("/counter?language=de").location == "/counter")
            let counter = try await browser.get("/counter")
            #expect(counter.contains(#"<a href="/counter" aria-current="page">Counter</a>"#), "the same tab is selected")
            #expect(counter.contains(#"<a href="/detail/3">Items</a>"#), "the Items tab still leads to where it was left")
            #expect(server.app.built["/tabs"]?.count == 2)
            #expect(server.app.built["/counter"]?.count == 2, "the screen on view is built again")
            #expect(server.app.built["/list"]?.count == 1 && server.app.built["/detail/3"]?.count == 1, "the Items tab waits until it is shown")
            #expect(await server.released("/detail/3", build: 0), "its old screens are closed and released")
            let detail = try await browser.get("/detail/3")
            #expect(detail.contains("Zurück"), "shown, it is built in German, over its list")
            #expect(server.app.built["/detail/3"]?.count == 2 && server.app.built["/list"]?.count == 1, "only the screen shown is built")
            #expect(try await browser.post("/detail/3", [("_event", "nav:back")]).location == "/list")
            #expect(try await browser.get("/list").status == 200)
            #expect(server.app.built["/list"]?.count == 2, "Back built the list")
        }
    }

    @Test("?language= on a path no screen answers is the 404 it would be without it, switches nothing and keeps no session")
    func switchOnMissingPath() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let page = try await browser.get("/nowhere?language=de")
            #expect(page.status == 404)
            #expect(page.contains(#"<html lang="en">"#))
            #expect(page.header("Set-Cookie") == nil)
        }
    }

    @Test("problem pages speak the session's language")
    func problemPages() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            browser.acceptLanguage = "de"
            let page = try await browser.get("/nowhere")
            #expect(page.status == 404)
            #expect(page.contains(#"<html lang="de">"#))
            #expect(page.contains("Nicht gefunden"))
            #expect(page.contains("Unter /nowhere gibt es keine Seite."))
            #expect(page.contains("Zur Startseite"))
        }
    }
}
