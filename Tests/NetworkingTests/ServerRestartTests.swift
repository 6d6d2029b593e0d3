import DemoAPI
import Domain
import Networking
import Storage
import Testing
import ViperKitTesting

@Suite("Demo server restart")
struct ServerRestartTests {
    @Test("after a restart on the same database, a logged-in token still works and changes are kept")
    func restartKeepsSessionsAndData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configuration = DemoServerFixture.configuration(directory, seedItems: 20)
        let credentials = CredentialStore()

        let first = try await DemoAPIServer.start(configuration)
        let firstClient = APIClient(baseURL: first.baseURL, credentials: credentials)
        _ = try await RemoteAuthService(client: firstClient).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
        let saved = try await RemoteItemsService(client: firstClient).setEnabled(false, id: 2)
        _ = try await RemoteItemsService(client: firstClient).setEnabled(true, id: 3)
        await first.stop()

        let second = try await DemoAPIServer.start(configuration)
        let secondClient = APIClient(baseURL: second.baseURL, credentials: credentials)
        let items = RemoteItemsService(client: secondClient)
        let page = try await items.items(offset: 0, limit: 50).value
        let item = try await items.item(id: 2)
        await second.stop()

        #expect(page.total == 20)
        #expect(item == saved)
        #expect(page.items[2].enabled)
    }

    @Test("a database whose items were all deleted stays empty after a restart")
    func deletedItemsStayDeleted() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configuration = DemoServerFixture.configuration(directory, seedItems: 20)

        let first = try await DemoAPIServer.start(configuration)
        let client = APIClient(baseURL: first.baseURL, credentials: CredentialStore())
        _ = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
        let deleted = try await RemoteItemsService(client: client).deleteAll()
        await first.stop()

        let second = try await DemoAPIServer.start(configuration)
        let again = APIClient(baseURL: second.baseURL, credentials: client.credentials)
        let total = try await RemoteItemsService(client: again).items(offset: 0, limit: 10).value.total
        await second.stop()

        #expect(deleted == 20)
        #expect(total == 0)
    }

    @Test("starting reports seeding progress up to the total of every account's items, only when the database is new")
    func seedingProgress() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let configuration = DemoServerFixture.configuration(directory, seedItems: 15_000)
        let reports = ProgressLog()

        let first = try await DemoAPIServer.start(configuration) { done, total in reports.append(done, total) }
        await first.stop()
        let second = try await DemoAPIServer.start(configuration) { done, total in reports.append(done, total) }
        await second.stop()

        // 15 000 items for each account, written account after account, 10 000 at most at once.
        let total = 15_000 * DemoAccounts.all.count
        let perAccount: [[Int]] = (0 ..< DemoAccounts.all.count).flatMap { (n: Int) -> [[Int]] in
            [[n * 15_000 + 10_000, total], [(n + 1) * 15_000, total]]
        }
        #expect(reports.entries == perAccount)
    }
}
