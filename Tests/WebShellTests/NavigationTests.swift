import Foundation
import Testing

@Suite("Navigation: a stack per session")
@MainActor
struct NavigationTests {
    @Test("selecting a row pushes its detail; GET of the list (the back button) pops and releases it")
    func selectPushesAndBackPops() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/list")
            let answer = try await browser.post("/list", [("_event", "select:items:7")])
            #expect(answer.status == 303)
            #expect(answer.location == "/detail/7")
            let detail = try await browser.get("/detail/7")
            #expect(detail.status == 200)
            #expect(detail.contains("Item 7"))
            #expect(detail.contains("value=\"nav:back\""))
            let list = try await browser.get("/list")
            #expect(list.status == 200)
            #expect(list.contains("Showing 1–10 of 25"))
            #expect(await server.released("/detail/7"))
            #expect(server.tracker.reports.isEmpty)
        }
    }

    @Test("the navigation bar's Back pops the pushed module and the one below appears again")
    func backButton() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/detail/7")
            try await browser.post("/detail/7", [("_event", "action:edit")])
            try await browser.post("/edit/7", [("_event", "action:save"), ("name", "Bob")])
            let detail = try await browser.get("/detail/7")
            #expect(detail.contains("Appeared 1 times"))
            let answer = try await browser.post("/detail/7", [("_event", "nav:back")])
            #expect(answer.status == 303)
            #expect(answer.location == "/list")
            #expect(await server.released("/detail/7"))
            let list = try await browser.get("/list")
            #expect(!list.contains("nav:back"))
            #expect(try await browser.post("/list", [("_event", "nav:back")]).status == 409)
        }
    }

    @Test(
        "a reload of the screen shown makes it appear again, so it can show current data; the first load of the page the shell redirects to after a post does not, and a second load of it is a reload"
    )
    func reloadAppears() async throws {
        try await TestServer.with(signedIn: "ada") { server in
            let browser = server.browser()
            #expect(try await browser.get("/detail/7").contains("Appeared 0 times"))
            #expect(try await browser.get("/detail/7").contains("Appeared 1 times"))
            try await browser.post("/detail/7", [("_event", "action:edit")])
            let saved = try await browser.post("/edit/7", [("_event", "action:save"), ("name", "Bob")])
            #expect(saved.location == "/detail/7")
            #expect(try await browser.get("/detail/7").contains("Appeared 2 times"), "the modal's dismissal made it appear, the redirect did not")
            #expect(try await browser.get("/detail/7").contains("Appeared 3 times"), "a second load within the follow-up window is a reload")
        }
    }

    @Test("a modal has no Back, shows field errors next to their field, never echoes passwords, and its module dismisses it")
    func modal() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/detail/5")
            let presented = try await browser.post("/detail/5", [("_event", "action:edit")])
            #expect(presented.location == "/edit/5")
            let form = try await browser.get("/edit/5")
            #expect(form.contains("role=\"dialog\""))
            #expect(!form.contains("nav:back"))
            #expect(form.contains("<label for=\"field-0\">Name"))
            #expect(form.contains("type=\"password\""))
            #expect(!form.contains("1234"))
            let invalid = try await browser.post("/edit/5", [("_event", "action:save"), ("name", "")])
            #expect(invalid.location == "/edit/5")
            let withError = try await browser.get("/edit/5")
            #expect(withError.contains("aria-describedby=\"field-0-error\""))
            #expect(withError.contains("<p class=\"field-error\" id=\"field-0-error\" role=\"alert\">Enter a name</p>"))
            let saved = try await browser.post("/edit/5", [("_event", "action:save"), ("name", "Bob & Co")])
            #expect(saved.location == "/detail/5")
            #expect(await server.released("/edit/5"))
        }
    }

    @Test("sessions are isolated: another session gets its own module, not this one's state")
    func sessionsAreIsolated() async throws {
        try await TestServer.with { server in
            let alice = server.browser()
            let bob = server.browser()
            try await alice.get("/detail/7")
            try await alice.post("/detail/7", [("_event", "action:star")])
            #expect(try await alice.get("/detail/7").contains("Starred"))
            let bobs = try await bob.get("/detail/7")
            #expect(bobs.status == 200)
            #expect(bobs.contains("Not starred"))
            #expect(server.app.built["/detail/7"]?.count == 2)
            let noCookie = server.browser()
            noCookie.csrfToken = alice.csrfToken
            #expect(try await noCookie.post("/detail/7", [("_event", "action:star")]).status == 403)
        }
    }

    @Test("the browser's forward button after back builds the screen afresh")
    func forwardRebuilds() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/detail/7")
            try await browser.get("/list")
            let again = try await browser.get("/detail/7")
            #expect(again.status == 200)
            #expect(server.app.built["/detail/7"]?.count == 2)
        }
    }
}
