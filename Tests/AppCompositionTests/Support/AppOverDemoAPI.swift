import AppComposition
import DemoAPI
import Foundation
import Tracing

/// The whole app over a real demo API on 127.0.0.1, each with its own SQLite file, for tests that
/// count the API requests a person's flow makes.
enum AppOverDemoAPI {
    /// Runs `body` with the app and the API it talks to, the app tracing into `tracer` and the API
    /// into `apiTracer` (`tracer` unless given) if given, stopping both afterwards, also when
    /// `body` throws.
    static func running(
        _ name: String, tracer: (any Tracer)? = nil, apiTracer: (any Tracer)? = nil, _ body: (AppServer, DemoAPIServer) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = try await DemoAPIServer.start(
            DemoAPIConfiguration(
                databasePath: folder.appendingPathComponent("api.sqlite").path, seedItems: 60, passwordHashCost: 4, proxySecret: name,
                tracer: apiTracer ?? tracer)
        )
        let app: AppServer
        do {
            app = try await AppServer.start(
                AppConfiguration(
                    port: 0, apiURL: api.baseURL, databasePath: folder.appendingPathComponent("unused.sqlite").path, proxySecret: name, tracer: tracer
                ))
        } catch {
            await api.stop()
            throw error
        }
        do {
            try await body(app, api)
        } catch {
            await app.stop()
            await api.stop()
            throw error
        }
        await app.stop()
        await api.stop()
    }
}
