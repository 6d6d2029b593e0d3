import AppComposition
import DemoAPI
import Foundation
import Testing
import ViperKitTesting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The whole app over the real demo API while a crowd without cookies arrives: visitors cost no
/// file descriptor and never push out a user who logged in.
@Suite("A crowd of visitors")
struct CrowdServerTests {
    /// More visitors than the anonymous pool holds (1,000 by default).
    private static let visitors = 1_200

    @Test("1,200 visitors without a cookie leave a logged-in user logged in and open no file descriptor per session")
    func crowdKeepsUsersAndDescriptors() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crowd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("api.sqlite").path
        try await AppServer.running(AppConfiguration(port: 0, databasePath: database, seedItems: 20, passwordHashCost: 4), crowd)
    }

    private func crowd(_ server: AppServer) async throws {
        let user = AppBrowser(base: server.webURL)
        try await user.signIn(as: "demo", password: "demo1234")
        let before = Self.openDescriptors()

        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        let visitors = URLSession(configuration: configuration)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            var statuses: [Int] = []
            for index in 0 ..< Self.visitors {
                if index >= 8, let status = try await group.next() { statuses.append(status) }
                group.addTask {
                    let url = server.webURL.appendingPathComponent(index.isMultiple(of: 2) ? "login" : "items")
                    let (_, response) = try await visitors.data(from: url)
                    return (response as? HTTPURLResponse)?.statusCode ?? 0
                }
            }
            for try await status in group { statuses.append(status) }
            return statuses
        }
        visitors.invalidateAndCancel()
        #expect(statuses.count == Self.visitors)
        #expect(statuses.allSatisfy { $0 == 200 }, "every visitor reaches the login page")

        let after = Self.openDescriptors()
        #expect(after - before < 64, "\(Self.visitors) sessions opened \(after - before) descriptors")
        let items = try await user.get("/items")
        #expect(items.status == 200, "the user is still logged in")
        #expect(items.body.contains("container:log-out"))
    }

    @Test("a browser guessing passwords is told, on the login page, that the account is locked for now")
    func guessingIsStopped() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guess-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await AppServer.start(
            AppConfiguration(
                port: 0, databasePath: folder.appendingPathComponent("api.sqlite").path, seedItems: 0, passwordHashCost: 4,
                loginLimits: LoginLimits(firstDelay: .zero))
        )
        do {
            let guesser = AppBrowser(base: server.webURL)
            _ = try await guesser.get("/login")
            var last = ""
            for attempt in 0 ... 10 {
                _ = try await guesser.post("/login", [("_event", "action:login"), ("username", "demo"), ("password", "guess\(attempt)")])
                last = try await guesser.get("/login").body
            }
            #expect(last.contains("Too many failed logins for this account. Try again in 15 minutes."))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// How many file descriptors this process has open.
    private static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }
}
