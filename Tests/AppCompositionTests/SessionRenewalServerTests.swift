import AppComposition
import DemoAPI
import Foundation
import Testing
import ViperKitTesting

/// The whole app over the real demo API (real password checks, so a login takes its time): a
/// login's new session id reaches only the login that earned it, however many requests carry the
/// old id around it.
@Suite("A login's new session id")
struct SessionRenewalServerTests {
    /// What marks a signed-in page: the tab bar's Log out.
    private static let signedIn = #"value="container:log-out""#

    @Test("requests carrying the pre-login id while the login runs get no new id and no signed-in page, round after round")
    func fixationRace() async throws {
        try await withServer { server in
            var wrong: [String] = []
            let attacker = AppBrowser(base: server.webURL)
            let checker = AppBrowser(base: server.webURL)
            defer {
                attacker.close()
                checker.close()
            }
            for round in 1 ... 10 {
                let victim = AppBrowser(base: server.webURL)
                defer { victim.close() }
                _ = try await victim.get("/login")
                let planted = try #require(victim.cookie)
                let done = Flag()
                async let login = victim.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", DemoAccounts.password)])
                async let seen = Self.probe(attacker, planted: planted, until: done)
                let answer = try await login
                done.raise()
                let answers = try await seen
                if answer.setCookie == nil || answer.setCookie == planted { wrong.append("round \(round): the login's answer carried no new id") }
                if let seen = try await Self.notSignedIn(victim) {
                    wrong.append("round \(round): the login's own browser is not signed in (\(seen))")
                }
                for (path, got) in answers {
                    if got.body.contains(Self.signedIn) { wrong.append("round \(round): \(path) with the old id drew a signed-in page") }
                    if let cookie = got.setCookie, try await Self.opens(cookie, in: checker) {
                        wrong.append("round \(round): \(path) with the old id was handed a signed-in id")
                    }
                }
                #expect(answers.count >= 2, "round \(round): the old id was tried while the login ran")
                _ = try await victim.post("/items", [("_event", "container:log-out")])
            }
            #expect(wrong.isEmpty, "\(wrong)")
        }
    }

    @Test("two logins posted at once with one session's id: each answer opens its own user's session or is refused, never the other's")
    func twoLoginsAtOnce() async throws {
        try await withServer { server in
            var wrong: [String] = []
            var opened = 0
            for round in 1 ... 12 {
                let page = AppBrowser(base: server.webURL)
                _ = try await page.get("/login")
                let demo = AppBrowser(base: server.webURL)
                let alice = AppBrowser(base: server.webURL)
                defer {
                    for browser in [page, demo, alice] { browser.close() }
                }
                for browser in [demo, alice] {
                    browser.cookie = page.cookie
                    browser.csrfToken = page.csrfToken
                }
                async let demoAnswer = demo.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", DemoAccounts.password)])
                async let aliceAnswer = alice.post("/login", [("_event", "action:login"), ("username", "alice"), ("password", "alice1234")])
                let answers = try await [("Demo User", demoAnswer, demo), ("Alice Martin", aliceAnswer, alice)]
                for (name, answer, browser) in answers {
                    guard answer.setCookie != nil else {
                        #expect(answer.status == 409 || answer.status == 403, "round \(round): \(name)'s login was refused (\(answer.status))")
                        continue
                    }
                    try await eventually("the login to finish", limit: .seconds(60)) { try await browser.get("/account").status == 200 }
                    let account = try await browser.get("/account").body
                    let other = name == "Demo User" ? "Alice Martin" : "Demo User"
                    if account.contains(other) { wrong.append("round \(round): \(name)'s answer opened \(other)'s account") }
                    if account.contains(name) { opened += 1 }
                    _ = try await browser.post("/account", [("_event", "container:log-out")])
                }
            }
            #expect(wrong.isEmpty, "\(wrong)")
            #expect(opened >= 12, "every round, at least one of the two logins opened its own session (\(opened) did)")
        }
    }

    // MARK: Helpers

    /// The app over a fresh demo database, stopped after `body`.
    private func withServer(_ body: (AppServer) async throws -> Void) async throws {
        let database = AppServer.temporaryDatabase("renewal")
        defer { try? FileManager.default.removeItem(atPath: (database as NSString).deletingLastPathComponent) }
        try await AppServer.running(AppConfiguration(port: 0, databasePath: database, seedItems: 5), body)
    }

    /// GETs of the user's screens with the `planted` id, one after another until `done` is raised
    /// and twice more after it; what each answered, by path.
    private static func probe(_ attacker: AppBrowser, planted: String, until done: Flag) async throws -> [(String, AppBrowser.Answer)] {
        var answers: [(String, AppBrowser.Answer)] = []
        var after = 0
        let paths = ["/items", "/account", "/login"]
        while after < 2 {
            if done.isRaised { after += 1 }
            attacker.cookie = planted
            let path = paths[answers.count % paths.count]
            answers.append((path, try await attacker.get(path)))
        }
        return answers
    }

    /// What `browser`'s session showed instead of the items tab signed in, or `nil` once it shows
    /// it. A login waits in the password checks' line, which a run of the whole suite on two cores
    /// can keep busy for many seconds ("Logging in…" meanwhile), so the wait's bound is generous.
    private static func notSignedIn(_ browser: AppBrowser) async throws -> String? {
        var last: AppBrowser.Answer?
        do {
            try await eventually("the login to finish", limit: .seconds(60)) {
                last = try await browser.get("/items")
                return last?.status == 200
            }
        } catch is ConditionTimeout {
            return "after 60 s /items answers \(last?.status ?? 0) to \(last?.location ?? "nowhere")"
        }
        return try await browser.get("/items").body.contains(signedIn) ? nil : "/items is drawn without Log out"
    }

    /// Whether the session cookie `cookie` opens a signed-in page, tried with `browser`.
    private static func opens(_ cookie: String, in browser: AppBrowser) async throws -> Bool {
        browser.cookie = cookie
        let answer = try await browser.get("/items")
        return answer.status == 200 && answer.body.contains(signedIn)
    }
}

/// A flag one task raises and another reads.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    var isRaised: Bool { lock.withLock { raised } }

    func raise() { lock.withLock { raised = true } }
}
