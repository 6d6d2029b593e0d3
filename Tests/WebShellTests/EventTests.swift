import Foundation
import Testing

@Suite("Events: form posts become view events")
@MainActor
struct EventTests {
    @Test("an action updates the module, then Post/Redirect/Get shows the result")
    func actionUpdatesModule() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/counter")
            let answer = try await browser.post("/counter", [("_event", "action:increment")])
            #expect(answer.status == 303)
            #expect(answer.location == "/counter")
            let page = try await browser.get("/counter")
            #expect(page.contains("<span class=\"detail\">1</span>"))
        }
    }

    @Test("concurrent posts of one session are each applied once")
    func concurrentPosts() async throws {
        try await TestServer.with(signedIn: "ada") { server in
            let browser = server.browser()
            try await browser.get("/counter")
            let token = try #require(browser.csrfToken)
            let cookie = try #require(browser.cookie)
            let url = server.url
            let posts = (0 ..< 20).map { _ in
                Task { @MainActor in
                    let client = TestBrowser(base: url)
                    client.cookie = cookie
                    return (try? await client.post("/counter", body: "_csrf=\(token)&_event=action%3Aincrement").status) ?? 0
                }
            }
            var statuses: [Int] = []
            for post in posts {
                statuses.append(await post.value)
            }
            #expect(statuses == Array(repeating: 303, count: 20))
            #expect(try await browser.get("/counter").contains("<span class=\"detail\">20</span>"))
        }
    }

    @Test("a post without _csrf is refused with 403 and the module does not change")
    func missingCSRF() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/counter")
            let answer = try await browser.post("/counter", [("_event", "action:increment")], csrf: false)
            #expect(answer.status == 403)
            #expect(answer.contains("Forbidden"))
            let page = try await browser.get("/counter")
            #expect(page.contains("<span class=\"detail\">0</span>"))
        }
    }

    @Test("a post carrying another session's token is refused with 403")
    func otherSessionsToken() async throws {
        try await TestServer.with { server in
            let alice = server.browser()
            let bob = server.browser()
            try await alice.get("/counter")
            try await bob.get("/counter")
            bob.csrfToken = alice.csrfToken
            #expect(try await bob.post("/counter", [("_event", "action:increment")]).status == 403)
            let stranger = server.browser()
            stranger.csrfToken = alice.csrfToken
            #expect(try await stranger.post("/counter", [("_event", "action:increment")]).status == 403)
            #expect(try await alice.get("/counter").contains("<span class=\"detail\">0</span>"))
        }
    }

    @Test(
        "malformed posts answer a 400 page and change nothing",
        arguments: [
            "_event=bogus", "_event=teleport:now", "_event=action:", "_event=select:items", "_event=nav:forward", "",
            "_event=action%zzincrement", "_event=action:increment&name=%E0%A4%A",
        ])
    func malformedPost(body: String) async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/counter")
            let token = try #require(browser.csrfToken)
            let answer = try await browser.post("/counter", body: "_csrf=\(token)&" + body)
            #expect(answer.status == 400)
            #expect(answer.contains("Bad request"))
            #expect(try await browser.get("/counter").contains("<span class=\"detail\">0</span>"))
        }
    }

    @Test("a body over 64 KiB or not form-encoded answers 400")
    func oversizedOrWrongType() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/counter")
            let token = try #require(browser.csrfToken)
            let huge = "_csrf=\(token)&_event=action:increment&filler=" + String(repeating: "a", count: 70 * 1024)
            let tooLarge = try await browser.post("/counter", body: huge)
            #expect(tooLarge.status == 400)
            #expect(tooLarge.contains("too large"))
            let json = try await browser.post("/counter", body: "{}", contentType: "application/json")
            #expect(json.status == 400)
            #expect(try await browser.get("/counter").contains("<span class=\"detail\">0</span>"))
        }
    }

    @Test("a post to a screen that is not on top answers 409 with a link to the current one")
    func staleScreen() async throws {
        try await TestServer.with(signedIn: "ada") { server in
            let browser = server.browser()
            try await browser.get("/list")
            try await browser.post("/list", [("_event", "select:items:7")])
            let stale = try await browser.post("/list", [("_event", "select:items:8")])
            #expect(stale.status == 409)
            #expect(stale.contains("href=\"/detail/7\""))
            #expect(server.app.built["/detail/8"] == nil)
        }
    }

    @Test(
        "an event for something the screen does not offer answers 409",
        arguments: [
            "action:nope", "select:items:99", "select:nope:1", "alert:yes",
        ])
    func eventNotOnScreen(event: String) async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/list")
            #expect(try await browser.post("/list", [("_event", event)]).status == 409)
        }
    }

    @Test("a second click of a button the screen disabled while it works is ignored, not an error page")
    func doubleClick() async throws {
        try await TestServer.with(signedIn: "ada") { server in
            let browser = server.browser()
            try await browser.get("/detail/3")
            // The first save is held until the test lets it go, so the second click finds the
            // button disabled however slow the machine.
            #expect(try await browser.post("/detail/3", [("_event", "action:save")]).status == 303)
            #expect(try await browser.get("/detail/3").contains("Saving…"))
            let second = try await browser.post("/detail/3", [("_event", "action:save")])
            #expect(second.status == 303, "the second click lands on the screen, as the first does")
            server.app.saves.release()
            // Each load waits for the module's work to settle, so the released save shows soon.
            var page = try await browser.get("/detail/3")
            for _ in 0 ..< 50 where page.contains("Saving…") {
                page = try await browser.get("/detail/3")
            }
            #expect(page.contains("Saved 1 times"), "the disabled button did nothing")
        }
    }

    @Test("an alert is shown above the content and blocks other events until answered")
    func alertFlow() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/detail/2")
            try await browser.post("/detail/2", [("_event", "action:confirm")])
            let page = try await browser.get("/detail/2")
            #expect(page.contains("role=\"alertdialog\""))
            #expect(page.contains("aria-labelledby=\"alert-title\""))
            #expect(page.contains("value=\"alert:yes\""))
            #expect(page.contains("class=\"content\" inert"))
            #expect(try await browser.post("/detail/2", [("_event", "action:star")]).status == 409)
            #expect(try await browser.post("/detail/2", [("_event", "nav:back")]).status == 409)
            #expect(try await browser.post("/detail/2", [("_event", "alert:yes")]).status == 303)
            let after = try await browser.get("/detail/2")
            #expect(!after.contains("alertdialog"))
            #expect(after.contains("Done"))
            #expect(after.contains("Not starred"))
        }
    }

    @Test("an external link a module opens is shown once; javascript: links never")
    func externalLinks() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/detail/4")
            try await browser.post("/detail/4", [("_event", "action:call")])
            let page = try await browser.get("/detail/4")
            #expect(page.contains("href=\"tel:+15550100\""))
            #expect(page.contains("Call +15550100"))
            #expect(!(try await browser.get("/detail/4").contains("tel:")))
            try await browser.post("/detail/4", [("_event", "action:script")])
            #expect(!(try await browser.get("/detail/4").contains("javascript:")))
        }
    }
}
