import AppComposition
import Foundation
import Testing

/// The real app, started in-process once for the fuzz suite (see ``FuzzAppTrait``): the demo API
/// and the web shell on ephemeral ports, both databases in a temporary directory, fast password
/// hashing; with the run's seed, a bearer token of the demo user and a signed-in web session.
final class FuzzApp: Sendable {
    /// The app of the suite running now.
    @TaskLocal static var current: FuzzApp?

    /// The running servers.
    let server: AppServer
    /// Where both databases live.
    let directory: URL
    /// The seed every input of the run follows from.
    let seed: UInt64
    /// The web shell's port.
    let webPort: Int
    /// The demo API's port.
    let apiPort: Int
    /// A bearer token of the demo user, never logged out by the fuzz.
    let token: String
    /// The cookies (`name=value`) and CSRF tokens of web sessions signed in as the demo user, all
    /// made before any fuzz input is sent (so login throttling cannot stand in the way): the
    /// first is shared by the stateless campaigns, each other one is a crawler's own.
    let sessions: [(cookie: String, csrfToken: String)]
    /// The signed-in session the stateless campaigns share.
    var signedIn: (cookie: String, csrfToken: String) {
        sessions[0]
    }
    /// The inputs sent and the failures found by every campaign so far.
    private let tally = Locked((inputs: 0, failures: 0))

    private init(
        server: AppServer,
        directory: URL,
        seed: UInt64,
        token: String,
        sessions: [(cookie: String, csrfToken: String)]
    ) {
        self.server = server
        self.directory = directory
        self.seed = seed
        self.webPort = server.webURL.port ?? 0
        self.apiPort = server.apiURL?.port ?? 0
        self.token = token
        self.sessions = sessions
    }

    /// The seed of this run: `FUZZ_SEED` from the environment (to replay a run), else a new one.
    static func runSeed() -> UInt64 {
        if let text = ProcessInfo.processInfo.environment["FUZZ_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64.random(in: 1 ... UInt64.max)
    }

    /// Starts the app on a new temporary directory and signs in, over HTTP, as the demo user.
    static func start() async throws -> FuzzApp {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FuzzTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let server: AppServer
        do {
            server = try await AppServer.start(
                AppConfiguration(
                    port: 0,
                    databasePath: directory.appendingPathComponent("api.sqlite").path,
                    appDatabasePath: directory.appendingPathComponent("app.sqlite").path,
                    seedItems: 60,
                    passwordHashCost: 4
                )
            )
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        do {
            let webPort = try #require(server.webURL.port)
            let apiPort = try #require(server.apiURL?.port)
            let token = try await Self.bearerToken(apiPort: apiPort)
            let sessions = try await Self.signIn(count: 1 + FuzzRunner.width, webPort: webPort)
            return FuzzApp(server: server, directory: directory, seed: runSeed(), token: token, sessions: sessions)
        } catch {
            await server.stop()
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// Stops both servers and removes the databases.
    func stop() async {
        await server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The port `server` listens on.
    func port(of server: FuzzServer) -> Int {
        server == .web ? webPort : apiPort
    }

    /// Adds a campaign's counts to the run's.
    func add(_ log: FuzzLog) {
        let inputs = log.inputs
        let failures = log.failures.count
        tally.withLock {
            $0.inputs += inputs
            $0.failures += failures
        }
    }

    /// The inputs sent and failures found so far.
    var totals: (inputs: Int, failures: Int) {
        tally.value
    }

    /// Whether both servers still answer their health checks.
    func healthy() async -> Bool {
        let web = await FuzzRunner.exchange(FuzzRequest(server: .web, method: "GET", target: "/healthz", kind: "health"), port: webPort)
        let api = await FuzzRunner.exchange(FuzzRequest(server: .api, method: "GET", target: "/api/health", kind: "health"), port: apiPort)
        guard case .answer(let webAnswer) = web, webAnswer.status == 200, webAnswer.text == "ok",
            case .answer(let apiAnswer) = api, apiAnswer.status == 200
        else { return false }
        return true
    }

    /// Logs the demo user in through `POST /api/login` and returns the bearer token.
    private static func bearerToken(apiPort: Int) async throws -> String {
        let login = FuzzRequest(
            server: .api,
            method: "POST",
            target: "/api/login",
            headers: [("Content-Type", Array("application/json".utf8))],
            body: Array(#"{"username": "demo", "password": "demo1234"}"#.utf8),
            kind: "login"
        )
        let outcome = await FuzzRunner.exchange(login, port: apiPort)
        guard case .answer(let answer) = outcome, answer.status == 200,
            let object = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any],
            let token = object["token"] as? String
        else {
            throw FuzzSetupError("POST /api/login as demo did not give a token: \(FuzzFailure.describe(outcome))")
        }
        return token
    }

    /// Signs `count` sessions in through the web shell's login form, a few at a time, and returns
    /// their cookies and CSRF tokens.
    private static func signIn(count: Int, webPort: Int) async throws -> [(cookie: String, csrfToken: String)] {
        let sessions = Locked<[Int: (cookie: String, csrfToken: String)]>([:])
        let log = FuzzLog(name: "sign-in")
        await FuzzRunner.forEach(count, width: 4) { index in
            let visitor = ShellVisitor(port: webPort, log: log)
            if visitor.logIn(), let cookie = visitor.cookie, let token = visitor.page.csrfToken {
                sessions.withLock { $0[index] = (cookie, token) }
            }
        }
        let signedIn = sessions.value
        guard signedIn.count == count else {
            throw FuzzSetupError(
                "Logging in through the login form failed for \(count - signedIn.count) of \(count) sessions: "
                    + log.failures.map(\.report).joined(separator: "\n")
            )
        }
        return signedIn.sorted { $0.key < $1.key }.map(\.value)
    }
}
