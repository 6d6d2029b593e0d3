import AppComposition
import Domain
import Foundation
import Storage
import Testing
import ViperKitTesting

/// Stopping the whole app over the real demo API: what the sessions still open leave behind.
@Suite("Stopping the app")
struct ServerStopTests {
    @Test("the logout of a session still logged in reaches the API before it stops with the app, and nothing is left queued")
    func stopSendsLogouts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = AppConfiguration(
            port: 0, databasePath: folder.appendingPathComponent("api.sqlite").path, seedItems: 20, passwordHashCost: 4)
        let server = try await AppServer.start(configuration)
        let signIn: SignIn
        do {
            let user = AppBrowser(base: server.webURL)
            try await user.signIn(as: "demo", password: "demo1234")
            let client = try SQLiteDatabase(path: configuration.appDatabasePath, schema: .client)
            defer { try? client.close() }
            signIn = try #require(try await SignInStore(database: client).signIn(userID: 1), "the login is stored for the outbox")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()

        let client = try SQLiteDatabase(path: configuration.appDatabasePath, schema: .client)
        defer { try? client.close() }
        #expect(try await SignInStore(database: client).pendingLogoutCount() == 0)
        let api = try SQLiteDatabase(path: configuration.databasePath)
        defer { try? api.close() }
        #expect(try await TokenStore(database: api).userID(token: signIn.token) == nil, "the API no longer knows the token")
    }
}
