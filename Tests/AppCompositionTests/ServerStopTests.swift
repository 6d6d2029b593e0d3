import AppComposition
import Foundation
import Storage
import Testing
import ViperKitTesting

/// Stopping the whole app over the real demo API: what the sessions still open leave behind.
@Suite("Stopping the app")
struct ServerStopTests {
    @Test("the logout of a session still logged in is queued in the app's database before the app closes it")
    func stopQueuesLogouts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = AppConfiguration(
            port: 0, databasePath: folder.appendingPathComponent("api.sqlite").path, seedItems: 20, passwordHashCost: 4)
        let server = try await AppServer.start(configuration)
        do {
            let user = AppBrowser(base: server.webURL)
            _ = try await user.get("/login")
            _ = try await user.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", "demo1234")])
            try await eventually("the login to finish") { try await user.get("/items").status == 200 }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()

        // The API stopped with the app, so the logout waits in the app's database for the next start.
        let database = try SQLiteDatabase(path: configuration.appDatabasePath, schema: .client)
        defer { try? database.close() }
        #expect(try await SignInStore(database: database).logoutsDue().count == 1)
    }
}
