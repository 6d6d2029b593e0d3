import Testing

/// Fuzzes both servers of the real app, started once for the suite: the web shell (routes,
/// forms, cookies, headers) and the demo API (routes, JSON bodies, cookies, headers), plus
/// requests malformed at the HTTP level. Every input comes from the run's seed (printed; replay
/// with `FUZZ_SEED=<seed>`); every answer must be below 500 and say what happened in a page or a
/// JSON error with a sentence, and both servers must still answer their health checks after each
/// campaign. Over 10,000 inputs per run.
@Suite("Fuzzing both servers", .fuzzApp, .serialized)
struct ServerFuzzTests {
    /// The app the suite's trait started.
    private var app: FuzzApp {
        get throws {
            try #require(FuzzApp.current, "the suite's .fuzzApp trait starts the app")
        }
    }

    @Test("random and malicious paths and methods to the web shell: pages, redirects inside the app, never a 5xx")
    func webRoutes() async throws {
        let app = try app
        try await Self.campaign("web routes", app: app, minimum: 2_000) { log in
            await FuzzRunner.send(RouteInputs.make(count: 2_000, server: .web, app: app, seed: app.seed), to: app, log: log)
        }
    }

    @Test("random and malicious paths and methods to the API, with and without a bearer token: JSON errors with a sentence")
    func apiRoutes() async throws {
        let app = try app
        try await Self.campaign("API routes", app: app, minimum: 1_800) { log in
            await FuzzRunner.send(RouteInputs.make(count: 1_800, server: .api, app: app, seed: app.seed), to: app, log: log)
        }
    }

    @Test("hostile form posts: no session, forged sessions, missing and wrong CSRF tokens, garbage events, wrong content types, broken encoding")
    func forms() async throws {
        let app = try app
        try await Self.campaign("forms", app: app, minimum: 1_500) { log in
            await FuzzRunner.send(FormInputs.make(count: 1_500, app: app, seed: app.seed), to: app, log: log)
        }
    }

    @Test("signed-in visitors post the real buttons with hostile values, and garbage events with a valid token")
    func signedInForms() async throws {
        let app = try app
        try await Self.campaign("signed-in forms", app: app, minimum: 1_600) { log in
            await SignedInCrawl.run(app: app, steps: 1_600 / FuzzRunner.width, seed: app.seed, log: log)
        }
    }

    @Test("random, overlong, malformed and many cookies on pages, forms and API calls")
    func cookies() async throws {
        let app = try app
        try await Self.campaign("cookies", app: app, minimum: 1_000) { log in
            await FuzzRunner.send(CookieInputs.make(count: 1_000, app: app, seed: app.seed), to: app, log: log)
        }
    }

    @Test("JSON bodies to every API endpoint: wrong types, missing fields, deep nesting, huge numbers and strings, invalid UTF-8")
    func json() async throws {
        let app = try app
        try await Self.campaign("JSON bodies", app: app, minimum: 2_400) { log in
            await FuzzRunner.send(JSONInputs.make(count: 2_400, app: app, seed: app.seed), to: app, log: log)
        }
    }

    @Test("garbage content types, authorization, overlong and many headers to both servers")
    func headers() async throws {
        let app = try app
        try await Self.campaign("headers", app: app, minimum: 800) { log in
            await FuzzRunner.send(HeaderInputs.make(count: 800, app: app, seed: app.seed), to: app, log: log)
        }
    }

    @Test("requests malformed at the HTTP level: a 4xx or a closed connection, never a 5xx or a crash")
    func malformed() async throws {
        let app = try app
        try await Self.campaign("malformed HTTP", app: app, minimum: 400) { log in
            await FuzzRunner.send(MalformedInputs.make(count: 400, app: app, seed: app.seed), to: app, log: log)
        }
    }

    /// Runs `body` with a new log, prints its summary, records one issue per kind of failure
    /// (with the first inputs of that kind, to replay), and checks that at least `minimum` inputs
    /// were sent and that both servers still answer.
    private static func campaign(
        _ name: String,
        app: FuzzApp,
        minimum: Int,
        _ body: (FuzzLog) async -> Void
    ) async throws {
        let log = FuzzLog(name: name)
        let clock = ContinuousClock()
        let elapsed = await clock.measure { await body(log) }
        app.add(log)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("\(log.summary); \((seconds * 10).rounded() / 10) s")
        let failures = log.failures
        let kinds = Dictionary(grouping: failures, by: \.problem).sorted { $0.value.count > $1.value.count }
        for (problem, group) in kinds {
            let examples = group.prefix(3).map(\.report).joined(separator: "\n\n")
            let others = group.dropFirst(3).prefix(12).map { "  [\($0.request.server.rawValue)] \($0.request.requestLine)" }
            let more = others.isEmpty ? "" : "\n\nmore inputs of this kind:\n" + others.joined(separator: "\n")
            Issue.record("\(name): \(group.count)× \(problem) (seed \(app.seed)), e.g.:\n\(examples)\(more)")
        }
        #expect(log.inputs >= minimum, "\(name) sent \(log.inputs) inputs, fewer than \(minimum)")
        #expect(await app.healthy(), "both servers answer their health checks after \(name)")
    }
}
