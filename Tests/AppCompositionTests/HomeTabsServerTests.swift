import AppComposition
import Foundation
import Testing

/// The whole app on fakes behind the real web shell, over HTTP: what a browser sees of Home.
@Suite("Home's tabs over HTTP")
struct HomeTabsServerTests {
    @Test("after login the tab bar shows Items first; tabs keep their place; Log out ends the session and guards the screens again")
    func tabsAndLogOut() async throws {
        try await AppServer.running(AppConfiguration(port: 0, databasePath: AppServer.temporaryDatabase("home-tabs"), fakeServices: true), walk)
    }

    private func walk(_ server: AppServer) async throws {
        let browser = AppBrowser(base: server.webURL)
        #expect(try await browser.get("/items").location == "/login")
        _ = try await browser.get("/login")
        let login = try await browser.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", "password")])
        #expect(login.location == "/items")
        #expect(try await browser.get("/home").location == "/items", "Home is the tab container, not a page")

        let list = try await browser.get("/items")
        #expect(list.body.contains(#"<li><a href="/items" aria-current="page">Items</a></li>"#))
        #expect(list.body.contains(#"<li><a href="/account">Account</a></li>"#))
        #expect(list.body.contains(#"value="container:log-out""#))

        #expect(try await browser.post("/items", [("_event", "select:items:3")]).location == "/items/3")
        #expect(try await browser.get("/account").status == 200)
        let account = try await browser.get("/account")
        #expect(account.body.contains(#"<li><a href="/items/3">Items</a></li>"#), "the Items tab links to where it was left")
        #expect(try await browser.get("/items/3").body.contains(#"<a href="/items" aria-current="page">Items</a>"#))

        let loggedOut = try await browser.post("/items/3", [("_event", "container:log-out")])
        #expect(loggedOut.location == "/login")
        let page = try await browser.get("/login")
        #expect(!page.body.contains(#"class="tabs""#))
        #expect(try await browser.get("/items").location == "/login")
        #expect(try await browser.get("/items/3").location == "/login")
    }

    @Test("a deep link sent to the login screen opens once logged in, in its tab over the tab's root, with Back; another tab's root just selects it")
    func deepLinkSurvivesLogin() async throws {
        try await AppServer.running(AppConfiguration(port: 0, databasePath: AppServer.temporaryDatabase("home-tabs"), fakeServices: true)) { server in
            let browser = AppBrowser(base: server.webURL)
            #expect(try await browser.get("/items/3").location == "/login")
            _ = try await browser.get("/login")
            let login = try await browser.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", "password")])
            #expect(login.location == "/items/3", "the screen asked for before login, once logged in")
            let detail = try await browser.get("/items/3")
            #expect(detail.status == 200)
            #expect(detail.body.contains(#"<a href="/items" aria-current="page">Items</a>"#))
            #expect(detail.body.contains(#"value="nav:back""#), "the tab's root is under it")
            #expect(try await browser.post("/items/3", [("_event", "nav:back")]).location == "/items")

            let other = AppBrowser(base: server.webURL)
            #expect(try await other.get("/account").location == "/login")
            _ = try await other.get("/login")
            let second = try await other.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", "password")])
            #expect(second.location == "/account")
            #expect(try await other.get("/account").body.contains(#"<a href="/account" aria-current="page">Account</a>"#))
        }
    }
}
