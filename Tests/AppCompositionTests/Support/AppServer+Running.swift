import AppComposition
import Foundation

extension AppServer {
    /// Starts the app with `configuration`, runs `body` with it and stops it, also when `body`
    /// throws.
    static func running(_ configuration: AppConfiguration, _ body: (AppServer) async throws -> Void) async throws {
        let server = try await start(configuration)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A database path in a folder of its own under the temporary directory, named after `prefix`.
    static func temporaryDatabase(_ prefix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").appendingPathComponent("api.sqlite").path
    }
}
