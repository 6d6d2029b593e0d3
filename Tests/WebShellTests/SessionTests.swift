import Foundation
import HostCoreTesting
import Testing

@testable import WebShell

@Suite("Browser sessions")
@MainActor
struct SessionTests {
    @Test("the first page sets an HttpOnly, SameSite=Lax session cookie; later pages do not")
    func firstPageSetsCookie() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let first = try await browser.get("/list")
            #expect(first.status == 200)
            let cookie = try #require(first.header("Set-Cookie"))
            #expect(cookie.hasPrefix("viper_session="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(cookie.contains("Path=/"))
            #expect(browser.sessionID?.count == 43)
            let second = try await browser.get("/list")
            #expect(second.status == 200)
            #expect(second.header("Set-Cookie") == nil)
            #expect(server.app.flowsMade == 1)
        }
    }

    @Test(
        "the first page also gives the browser a random device id for a year (HttpOnly, SameSite=Lax), which the session's browser carries; a browser that has one keeps it"
    )
    func deviceCookie() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let first = try await browser.get("/list")
            let device = try #require(first.setCookies.first { $0.hasPrefix("viper_device=") })
            #expect(device.contains("Max-Age=31536000"))
            #expect(device.contains("HttpOnly"))
            #expect(device.contains("SameSite=Lax"))
            let id = try #require(browser.deviceCookie.map { String($0.dropFirst("viper_device=".count)) })
            #expect(id.count == 43)
            #expect(id != browser.sessionID)
            #expect(server.browsers.clients.last?.device == id)
            #expect(server.browsers.clients.last?.address == "127.0.0.1")

            browser.cookie = nil
            let again = try await browser.get("/list")
            #expect(again.setCookies.count == 1, "a new session cookie, and no new device id")
            #expect(server.app.flowsMade == 2)
            #expect(server.browsers.clients.last?.device == id)

            let stranger = server.browser()
            try await stranger.get("/list")
            #expect(stranger.deviceCookie != browser.deviceCookie)
        }
    }

    @Test("an unknown cookie starts a new session")
    func unknownCookieStartsSession() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            browser.cookie = "viper_session=not-a-session"
            let page = try await browser.get("/list")
            #expect(page.status == 200)
            #expect(page.header("Set-Cookie")?.hasPrefix("viper_session=") == true)
            #expect(browser.sessionID != "not-a-session")
        }
    }

    @Test("an idle session expires: its flow ends, its modules are released, its cookie is forgotten")
    func idleSessionExpires() async throws {
        try await TestServer.with(sessionIdleTimeout: .milliseconds(200)) { server in
            let browser = server.browser()
            try await browser.get("/detail/3")
            let oldSession = browser.sessionID
            #expect(await server.eventually { server.app.flowsEnded == 1 })
            #expect(await server.released("/detail/3"))
            #expect(await server.released("/list"))
            let page = try await browser.get("/list")
            #expect(page.header("Set-Cookie") != nil)
            #expect(browser.sessionID != oldSession)
        }
    }

    @Test("beyond the cap of new anonymous sessions, the oldest new one is ended; a visitor who came back is kept")
    func leastRecentlyUsedNewSessionIsEvicted() async throws {
        try await TestServer.with(maxAnonymousSessions: 2) { server in
            let returning = server.browser()
            try await returning.get("/counter")
            try await returning.get("/counter")  // came back: no longer a new session
            let second = server.browser()
            try await second.get("/counter")
            try await server.browser().get("/counter")
            try await server.browser().get("/counter")  // the third new one: the second is ended
            #expect(server.app.flowsEnded == 1)
            #expect(try await returning.get("/counter").header("Set-Cookie") == nil)
            #expect(try await second.get("/counter").header("Set-Cookie") != nil, "the oldest new session was ended")
        }
    }

    @Test("a visitor signing in (back with their cookie) is not pushed out by a crowd of new visitors")
    func crowdDoesNotEvictSomeoneSigningIn() async throws {
        try await TestServer.with(maxAnonymousSessions: 3) { server in
            let user = server.browser()
            try await user.get("/counter")  // the login page
            try await user.get("/counter")  // back with the cookie, as a form post would be
            for _ in 0 ..< 50 {
                try await server.browser().get("/list")
            }
            #expect(server.app.flowsEnded == 47, "only new sessions beyond the 3 kept were ended")
            #expect(try await user.get("/counter").header("Set-Cookie") == nil, "the visitor signing in kept their session")
        }
    }

    @Test("beyond the cap of returning anonymous sessions, the least recently used returning one is ended")
    func leastRecentlyUsedReturningIsEvicted() async throws {
        try await TestServer.with(maxAnonymousSessions: 2) { server in
            let browsers = [server.browser(), server.browser(), server.browser()]
            for browser in browsers {
                try await browser.get("/counter")
                try await browser.get("/counter")
            }
            #expect(server.app.flowsEnded == 1)
            #expect(try await browsers[0].get("/counter").header("Set-Cookie") != nil, "the first to return was used least recently")
            #expect(try await browsers[2].get("/counter").header("Set-Cookie") == nil)
        }
    }

    @Test("a crowd of visitors without a cookie never pushes out a signed-in session")
    func visitorsNeverEvictSignedInSessions() async throws {
        try await TestServer.with(maxSessions: 2, maxAnonymousSessions: 3) { server in
            let user = server.browser()
            try await user.get("/counter")
            try #require(server.app.lastFlow).signedInAccount = "user"
            try await user.get("/counter")  // the session moves to the signed-in pool
            for _ in 0 ..< 20 {
                try await server.browser().get("/list")
            }
            #expect(server.app.flowsMade == 21)
            #expect(server.app.flowsEnded == 17, "only anonymous sessions beyond the 3 kept were ended")
            let again = try await user.get("/counter")
            #expect(again.status == 200)
            #expect(again.header("Set-Cookie") == nil, "the signed-in session is still there")
        }
    }

    @Test("beyond the signed-in cap, the least recently used signed-in session is ended")
    func leastRecentlyUsedSignedInIsEvicted() async throws {
        try await TestServer.with(maxSessions: 1, maxAnonymousSessions: 5) { server in
            let first = server.browser()
            try await first.get("/counter")
            try #require(server.app.lastFlow).signedInAccount = "first"
            try await first.get("/counter")
            let second = server.browser()
            try await second.get("/counter")
            try #require(server.app.lastFlow).signedInAccount = "second"
            try await second.get("/counter")
            #expect(server.app.flowsEnded == 1)
            #expect(try await first.get("/counter").header("Set-Cookie") != nil, "the first was ended")
            #expect(try await second.get("/counter").header("Set-Cookie") == nil)
        }
    }

    @Test(
        "one account signing in from ever new browsers keeps only its newest 2 sessions, and never pushes out another user's"
    )
    func oneAccountCannotFillThePool() async throws {
        try await TestServer.with(maxSessions: 4, maxSessionsPerAccount: 2) { server in
            let other = server.browser()
            try await other.get("/counter")
            try #require(server.app.lastFlow).signedInAccount = "bob"
            try await other.get("/counter")
            var alice: [TestBrowser] = []
            for _ in 0 ..< 10 {
                let browser = server.browser()
                try await browser.get("/counter")
                try #require(server.app.lastFlow).signedInAccount = "alice"
                try await browser.get("/counter")
                alice.append(browser)
            }
            #expect(server.app.flowsEnded == 8, "alice's 8 oldest sessions")
            #expect(try await other.get("/counter").header("Set-Cookie") == nil, "bob is still signed in")
            #expect(try await alice[9].get("/counter").header("Set-Cookie") == nil)
            #expect(try await alice[8].get("/counter").header("Set-Cookie") == nil)
            #expect(try await alice[7].get("/counter").header("Set-Cookie") != nil, "ended: a new session")
        }
    }

    @Test("a request without a cookie for a path no screen answers, or a HEAD, leaves no session behind")
    func noSessionForNothing() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let missing = try await browser.get("/no-such-screen")
            #expect(missing.status == 404)
            #expect(missing.header("Set-Cookie") == nil)
            let head = try await server.browser().send("HEAD", "/list")
            #expect(head.status == 200)
            #expect(head.header("Set-Cookie") == nil)
            #expect(server.app.flowsMade == 2)
            #expect(server.app.flowsEnded == 2)
        }
    }

    @Test("stopping the shell ends every session")
    func stopEndsSessions() async throws {
        let app = try await stoppedApp()
        #expect(app.flowsMade == 2)
        #expect(app.flowsEnded == 2)
    }

    private func stoppedApp() async throws -> TestApp {
        var app: TestApp?
        try await TestServer.with { server in
            try await server.browser().get("/list")
            try await server.browser().get("/list")
            app = server.app
        }
        return try #require(app)
    }

    @Test("/healthz answers ok without starting a session")
    func health() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            let answer = try await browser.get("/healthz")
            #expect(answer.status == 200)
            #expect(answer.body == "ok")
            #expect(answer.header("Set-Cookie") == nil)
            #expect(server.app.flowsMade == 0)
        }
    }

    @Test("replacing the root (a login, a logout) gives the session a new id and CSRF token; the old ones open nothing")
    func tokensRotateWhenTheRootIsReplaced() async throws {
        try await TestServer.with(settleTimeout: .seconds(10), tabbed: true) { server in
            let browser = server.browser()
            try await browser.get("/list")
            let oldCookie = try #require(browser.cookie)
            let oldToken = try #require(browser.csrfToken)

            let answer = try await browser.post("/list", [("_event", "container:log-out")])
            #expect(answer.location == "/start")
            #expect(answer.header("Set-Cookie") != nil, "the answer to the logout carries the new cookie")
            #expect(browser.cookie != oldCookie)

            let stale = server.browser()
            stale.cookie = oldCookie
            try await stale.get("/start")
            #expect(stale.cookie != oldCookie, "the old id is no session any more: a new one is started")

            let replay = server.browser()
            replay.cookie = browser.cookie
            replay.csrfToken = oldToken
            #expect(
                try await replay.post("/start", [("_event", "action:anything")]).status == 403,
                "the CSRF token from before the logout is refused, with the new cookie too"
            )
        }
    }

    @Test("a post of a signed-in session keeps its id; a post of a session nobody is signed in to (a login) renews it, and only its answer says so")
    func tokensStayOnceSignedIn() async throws {
        try await TestServer.with { server in
            let browser = server.browser()
            try await browser.get("/list")
            let flow = try #require(server.app.lastFlow)
            let anonymous = try #require(browser.cookie)
            let renewing = try await browser.post("/list", [("_event", "select:items:7")])
            #expect(renewing.header("Set-Cookie") != nil)
            #expect(browser.cookie != anonymous)

            let old = server.browser()
            old.cookie = anonymous
            let stale = try await old.get("/detail/7")
            #expect(old.cookie != browser.cookie, "the old id is handed a new session, never the renewed one")
            #expect(stale.status == 200)

            flow.signedInAccount = "ada"
            let cookie = browser.cookie
            let answer = try await browser.post("/detail/7", [("_event", "nav:back")])
            #expect(answer.header("Set-Cookie") == nil)
            try await browser.get("/list")
            #expect(try await browser.post("/list", [("_event", "select:items:8")]).header("Set-Cookie") == nil)
            #expect(browser.cookie == cookie)
        }
    }

    @Test("tokens are 43 base64url characters from 32 random bytes, every character of the alphabet used, never the same twice")
    func tokens() {
        let tokens = (0 ..< 2_000).map { _ in SessionToken.make() }
        #expect(tokens.allSatisfy(SessionToken.isWellFormed))
        #expect(Set(tokens).count == tokens.count)
        #expect(Set(tokens.joined()).count == 64)
        // The last of the 43 characters holds 4 random bits and 2 zero bits.
        #expect(Set(tokens.compactMap(\.last)).isSubset(of: Set("AEIMQUYcgkosw048")))
    }
}
