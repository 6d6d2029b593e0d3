import Foundation
import Testing

@Suite("Tabs over HTTP: one stack per tab")
@MainActor
struct TabsTests {
    @Test("every page of a tabbed session has a tab bar of links, the selected tab current, and the container's Log out")
    func tabBar() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            #expect(try await browser.get("/").location == "/list")
            let page = try await browser.get("/list")
            #expect(page.status == 200)
            #expect(page.contains(#"<nav class="tabs" aria-label="Tabs"><ul>"#))
            #expect(page.contains(#"<li><a href="/list" aria-current="page">Items</a></li>"#))
            #expect(page.contains(#"<li><a href="/counter">Counter</a></li>"#))
            #expect(page.contains(#"<li><a href="/detail/100">Star</a></li>"#))
            #expect(page.contains(#"value="container:log-out""#))
            #expect(try await browser.get("/tabs").location == "/list", "the container is not a page: its URL leads to the selected tab")
        }
    }

    @Test("switching tabs keeps each tab's stack and page; the tab's link and the back button return to where you were")
    func switchingKeepsStacks() async throws {
        try await TestServer.with(tabbed: true, signedIn: "ada") { server in
            let browser = server.browser()
            #expect(try await browser.get("/list?section=items&offset=10").contains("Showing 11–20 of 25"))
            #expect(try await browser.post("/list", [("_event", "select:items:12")]).location == "/detail/12")
            try await browser.post("/detail/12", [("_event", "action:star")])
            let counter = try await browser.get("/counter")
            #expect(counter.contains(#"<a href="/counter" aria-current="page">Counter</a>"#))
            #expect(counter.contains(#"<a href="/detail/12">Items</a>"#), "the Items tab links to where it was left")
            try await browser.post("/counter", [("_event", "action:increment")])
            let detail = try await browser.get("/detail/12")
            #expect(detail.status == 200)
            #expect(detail.contains("Starred"), "the same module, with its state")
            #expect(detail.contains(#"<a href="/list" aria-current="page">Items</a>"#))
            #expect(detail.contains(#"<a href="/counter">Counter</a>"#))
            #expect(server.app.built["/detail/12"]?.count == 1)
            let list = try await browser.get("/list")
            #expect(list.contains("Showing 11–20 of 25"), "the list kept its page")
            #expect(await server.released("/detail/12"), "going back to the tab's root pops what was above it")
            let again = try await browser.get("/counter")
            #expect(again.contains("<span class=\"detail\">1</span>"), "the Counter tab kept its count")
            #expect(server.app.built["/counter"]?.count == 1)
            #expect(server.app.built["/list"]?.count == 1)
        }
    }

    @Test("a form sent from the screen another tab shows selects that tab and acts there; one from below a tab's top is refused")
    func postFromAnotherTab() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/detail/100")
            try await browser.get("/counter")
            let answer = try await browser.post("/detail/100", [("_event", "action:star")])
            #expect(answer.location == "/detail/100")
            let star = try await browser.get("/detail/100")
            #expect(star.contains("Starred"))
            #expect(star.contains(#"<a href="/detail/100" aria-current="page">Star</a>"#))
            try await browser.post("/list", [("_event", "select:items:3")])
            try await browser.get("/counter")
            #expect(try await browser.post("/list", [("_event", "select:items:4")]).status == 409)
        }
    }

    @Test("push and present act on the selected tab's stack; a modal over a tab is dismissed back to it")
    func modalOverTab() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/detail/100")
            #expect(try await browser.post("/detail/100", [("_event", "action:edit")]).location == "/edit/100")
            let modal = try await browser.get("/edit/100")
            #expect(modal.contains("role=\"dialog\""))
            #expect(modal.contains(#"<nav class="tabs" aria-label="Tabs" inert>"#), "the tab bar waits behind the modal")
            let list = try await browser.get("/list")
            #expect(!list.contains("nav:back"), "the Items tab's stack did not get the modal")
            #expect(list.contains(#"<a href="/edit/100">Star</a>"#))
            try await browser.get("/edit/100")
            #expect(try await browser.post("/edit/100", [("_event", "action:save"), ("name", "Bob")]).location == "/detail/100")
            #expect(await server.released("/edit/100"))
        }
    }

    @Test("a deep link on no stack opens in the first tab, over its root, with Back")
    func deepLinkOpensInATab() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/counter")
            let detail = try await browser.get("/detail/5")
            #expect(detail.status == 200)
            #expect(detail.contains(#"<a href="/list" aria-current="page">Items</a>"#))
            #expect(detail.contains("value=\"nav:back\""))
            #expect(detail.contains(#"<a href="/counter">Counter</a>"#))
            #expect(try await browser.post("/detail/5", [("_event", "nav:back")]).location == "/list")
        }
    }

    @Test("a deep link below a tab's root opens in that tab, over its root, and the back button returns to the tab left")
    func deepLinkOpensInItsTab() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/detail/100")
            let page = try await browser.get("/counter/2")
            #expect(page.status == 200)
            #expect(page.contains("Counter 2"))
            #expect(page.contains(#"<a href="/counter" aria-current="page">Counter</a>"#))
            #expect(page.contains("value=\"nav:back\""))
            #expect(try await browser.post("/counter/2", [("_event", "nav:back")]).location == "/counter")
            let star = try await browser.get("/detail/100")
            #expect(star.contains(#"<a href="/detail/100" aria-current="page">Star</a>"#))
        }
    }

    @Test("another session has its own tabs and stacks")
    func sessionsAreIsolated() async throws {
        try await TestServer.with(tabbed: true) { server in
            let alice = server.browser()
            let bob = server.browser()
            try await alice.get("/counter")
            try await alice.post("/counter", [("_event", "action:increment")])
            try await alice.get("/detail/3")
            let bobs = try await bob.get("/counter")
            #expect(bobs.contains("<span class=\"detail\">0</span>"))
            #expect(bobs.contains(#"<a href="/list">Items</a>"#), "Bob's Items tab is at its root, not Alice's /detail/3")
            #expect(try await alice.get("/list").contains(#"<a href="/counter">Counter</a>"#))
            let noCookie = server.browser()
            noCookie.csrfToken = alice.csrfToken
            #expect(try await noCookie.post("/list", [("_event", "container:log-out")]).status == 403)
        }
    }

    @Test("Log out from any tab waits for the container's work, replaces every tab with the new root and releases them all")
    func logOutReleasesEverything() async throws {
        try await TestServer.with(settleTimeout: .seconds(10), tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/list")
            try await browser.post("/list", [("_event", "select:items:7")])
            try await browser.get("/detail/100")
            try await browser.post("/detail/100", [("_event", "action:edit")])
            try await browser.get("/counter")
            let answer = try await browser.post("/counter", [("_event", "container:log-out")])
            #expect(answer.location == "/start")
            let start = try await browser.get("/start")
            #expect(!start.contains("class=\"tabs\""))
            for path in ["/tabs", "/list", "/detail/7", "/counter", "/detail/100", "/edit/100"] {
                #expect(await server.released(path), "\(path) is released")
            }
            #expect(server.tracker.reports.isEmpty)
            // The logout renewed the session's tokens: a Log out button left on an old page is refused.
            #expect(try await browser.post("/start", [("_event", "container:log-out")]).status == 403)
        }
    }

    @Test("while a slow log-out runs, the tab's page shows Log out disabled and refreshes itself")
    func slowLogOutRefreshes() async throws {
        try await TestServer.with(settleTimeout: .milliseconds(100), tabbed: true, logOut: .untilClosed) { server in
            let browser = server.browser()
            try await browser.get("/list")
            #expect(try await browser.post("/list", [("_event", "container:log-out")]).location == "/list")
            let page = try await browser.get("/list")
            #expect(page.contains(#"<meta http-equiv="refresh" content="1">"#))
            #expect(page.contains(#"value="container:log-out" class="button" disabled>"#))
        }
    }

    @Test("ending the session releases the container and every tab's modules")
    func endingTheSessionReleasesEverything() async throws {
        try await TestServer.with(tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/detail/9")
            try await browser.get("/counter")
            await server.shell.stop()
            for path in ["/tabs", "/list", "/detail/9", "/counter"] {
                #expect(await server.released(path), "\(path) is released")
            }
            #expect(server.app.flowsEnded == 1)
        }
    }
}
