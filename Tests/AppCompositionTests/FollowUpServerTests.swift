import AppComposition
import DemoAPI
import Domain
import Foundation
import Networking
import Testing
import ViperKitTesting

/// The whole app over the real demo API: the page a post redirects to is loaded once as part of
/// the post, and every load after that is the user's, which shows current data.
@Suite("A redirect's follow-up is one load")
struct FollowUpServerTests {
    @Test("after a post and its redirect's load, a reload at once shows an item another session changed meanwhile")
    func reloadAfterFollowUpIsFresh() async throws {
        let database = AppServer.temporaryDatabase("follow-up")
        defer { try? FileManager.default.removeItem(atPath: (database as NSString).deletingLastPathComponent) }
        try await AppServer.running(AppConfiguration(port: 0, databasePath: database, seedItems: 5)) { server in
            let browser = AppBrowser(base: server.webURL)
            defer { browser.close() }
            try await browser.signIn(as: "demo", password: DemoAccounts.password)
            let list = try await browser.get("/items").body
            let row = try #require(list.firstMatch(of: /value="(select:items:[^"]+)"/)?.1, "the list draws its rows")
            let detail = try #require(try await browser.post("/items", [("_event", String(row))]).location)
            _ = try await browser.get(detail)
            #expect(try await browser.post(detail, [("_event", "nav:back")]).location == "/items")
            let before = Self.disabledRows(in: try await browser.get("/items").body)

            let other = APIClient(baseURL: try #require(server.apiURL), credentials: CredentialStore())
            await other.credentials.store(try await other.logIn(username: "demo", password: DemoAccounts.password))
            let first = try await other.items(offset: 0, limit: 1).value.items[0]
            _ = try await other.setEnabled(!first.enabled, id: first.id)

            let reload = Self.disabledRows(in: try await browser.get("/items").body)
            #expect(reload == before + (first.enabled ? 1 : -1), "the reload shows the change (\(before) disabled rows before, \(reload) after)")
        }
    }

    /// How many item rows `page` draws as disabled.
    private static func disabledRows(in page: String) -> Int {
        page.components(separatedBy: "tone-negative").count - 1
    }
}
