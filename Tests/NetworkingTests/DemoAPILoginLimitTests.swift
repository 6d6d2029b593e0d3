import DemoAPI
import Domain
import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Login limits of the demo server")
struct DemoAPILoginLimitTests {
    /// A sign-in of the suite's own: its bursts of 200 requests never queue another suite's
    /// requests behind them in `URLSession.shared`.
    private static let http = URLSession(configuration: .ephemeral)

    /// A raw `POST /api/login` to `fixture`'s server for `username` from `address`, vouched for
    /// with `secret` (the shell's by default; `nil` for none).
    private static func loginRequest(
        _ fixture: DemoServerFixture, username: String = "demo", password: String, from address: String,
        secret: String? = DemoServerFixture.proxySecret
    ) -> URLRequest {
        var request = URLRequest(url: fixture.server.baseURL.appendingPathComponent("api/login"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(address, forHTTPHeaderField: "X-Forwarded-For")
        if let secret { request.setValue(secret, forHTTPHeaderField: APIPath.proxySecretHeader) }
        request.httpBody = try? JSONEncoder().encode(["username": username, "password": password])
        return request
    }

    // A ten-minute window: its refusal reads "in 10 minutes" however slowly the test machine runs
    // (a one-minute window would say "in 59 seconds" once the failures take a second).
    // No waits before checks here (firstDelay zero), except in the test of the waits.
    private static let limits = LoginLimits(failuresPerAccount: 3, failuresPerAddress: 5, window: .seconds(600), firstDelay: .zero)

    private func logIn(
        _ fixture: DemoServerFixture, _ username: String, _ password: String, from address: String, device: String? = nil
    ) async -> ServiceError? {
        do {
            _ = try await RemoteAuthService(client: fixture.client(address: address, device: device))
                .logIn(username: username, password: password)
            return nil
        } catch {
            return error
        }
    }

    @Test("after 3 failed logins an account refuses even the right password, from any new address, with a sentence; other accounts log in")
    func accountLimit() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            for _ in 0 ..< 3 {
                #expect(await logIn(fixture, "demo", "guess", from: "198.51.100.1") == .invalidCredentials)
            }
            let locked = ServiceError.invalidRequest("Too many failed logins for this account. Try again in 10 minutes.")
            #expect(await logIn(fixture, "demo", "guess", from: "198.51.100.1") == locked)
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "198.51.100.2") == locked)
            #expect(await logIn(fixture, "alice", "alice1234", from: "198.51.100.2") == nil, "an account not under attack logs in")
        }
    }

    @Test("an address with 5 failed logins is refused for every account; other addresses are not")
    func addressLimit() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            for index in 0 ..< 5 {
                #expect(await logIn(fixture, "nobody\(index)", "guess", from: "203.0.113.9") == .invalidCredentials)
            }
            #expect(
                await logIn(fixture, "demo", DemoAccounts.password, from: "203.0.113.9")
                    == .invalidRequest("Too many failed logins for your address. Try again in 10 minutes.")
            )
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "203.0.113.10") == nil)
        }
    }

    @Test("a user still logs in from an address they logged in from before while strangers have locked their account")
    func knownAddressStillLogsIn() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "192.0.2.1") == nil)
            for _ in 0 ..< 4 {
                _ = await logIn(fixture, "demo", "guess", from: "192.0.2.66")
            }
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "192.0.2.66") != nil)
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "192.0.2.1") == nil)
        }
    }

    @Test(
        "50 failed logins from an office's address lock strangers there out, but not a user who logged in from that address before, nor from their device at a new address"
    )
    func burstFromTheAddressSparesKnownClients() async throws {
        let limits = LoginLimits(failuresPerAccount: 10, failuresPerAddress: 50, window: .seconds(600), firstDelay: .zero)
        try await DemoServerFixture.with(seedItems: 0, loginLimits: limits) { fixture in
            let office = "192.0.2.80"
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: office) == nil, "demo logged in at the office before")
            #expect(await logIn(fixture, "alice", "alice1234", from: "198.51.100.30", device: "alice-laptop") == nil, "alice, at home")
            let started = ContinuousClock.now
            var failures = 0
            for index in 0 ..< 50 {
                if await logIn(fixture, "stranger\(index)", "guess", from: office) == .invalidCredentials { failures += 1 }
            }
            #expect(failures == 50)
            let addressLocked = ServiceError.invalidRequest("Too many failed logins for your address. Try again in 10 minutes.")
            #expect(await logIn(fixture, "bob", "bob12345", from: office) == addressLocked, "a stranger to bob at the office waits")
            let known = ContinuousClock.now
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: office) == nil, "demo's known address still logs in")
            let burst = started.duration(to: known)
            print("after 50 failures from its address (\(burst) for the burst): a known user logged in in \(known.duration(to: .now))")
            #expect(await logIn(fixture, "alice", "alice1234", from: office, device: "alice-laptop") == nil, "so does alice's known device")
        }
    }

    @Test("strangers who lock an account out spend none of the budget of the device its user logged in from, wherever that device is now")
    func knownDeviceHasItsOwnBudget() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "198.51.100.40", device: "phone") == nil)
            for index in 0 ..< 3 {
                #expect(await logIn(fixture, "demo", "guess", from: "203.0.113.\(index + 40)") == .invalidCredentials)
            }
            let locked = ServiceError.invalidRequest("Too many failed logins for this account. Try again in 10 minutes.")
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "203.0.113.50") == locked, "strangers are locked out")
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "203.0.113.51", device: "phone") == nil, "the phone, on a new network")
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "203.0.113.52", device: "someone-elses") == locked)
        }
    }

    @Test("a known device that guesses wrong is locked after its own budget, and only itself")
    func knownDeviceBudget() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "198.51.100.60", device: "shared-pc") == nil)
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "198.51.100.61", device: "own-phone") == nil)
            for _ in 0 ..< 3 {
                #expect(await logIn(fixture, "demo", "guess", from: "198.51.100.60", device: "shared-pc") == .invalidCredentials)
            }
            let locked = ServiceError.invalidRequest("Too many failed logins for this account. Try again in 10 minutes.")
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "198.51.100.60", device: "shared-pc") == locked)
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "198.51.100.61", device: "own-phone") == nil)
        }
    }

    @Test(
        "past the free failures a stranger's attempt that comes before its wait since the last failure has passed is answered at once, 429 with the time left, whatever its username"
    )
    func strangersSlowDown() async throws {
        let limits = LoginLimits(
            failuresPerAccount: 100, failuresPerAddress: 100, window: .seconds(600), freeFailures: 2, firstDelay: .seconds(120))
        try await DemoServerFixture.with(seedItems: 0, loginLimits: limits) { fixture in
            let address = "203.0.113.70"
            #expect(await logIn(fixture, "nobody0", "guess", from: address) == .invalidCredentials)
            #expect(await logIn(fixture, "nobody1", "guess", from: address) == .invalidCredentials)
            let slowDown = ServiceError.invalidRequest("Several logins failed. Try again in 2 minutes.")
            #expect(await logIn(fixture, "nobody2", "guess", from: address) == slowDown)
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: address) == slowDown, "the right password waits too")
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: "203.0.113.71") == nil, "another address waits for nothing")
        }
    }

    @Test("once its wait since the last failure has passed (1 s, then 2 s, the cap), a stranger's next attempt is checked")
    func strangersAfterTheWait() async throws {
        let limits = LoginLimits(
            failuresPerAccount: 100, failuresPerAddress: 100, window: .seconds(600), freeFailures: 2, firstDelay: .seconds(1),
            maxDelay: .seconds(2))
        try await DemoServerFixture.with(seedItems: 0, loginLimits: limits) { fixture in
            let address = "203.0.113.72"
            #expect(await logIn(fixture, "nobody0", "guess", from: address) == .invalidCredentials)
            #expect(await logIn(fixture, "nobody1", "guess", from: address) == .invalidCredentials)
            try await Task.sleep(for: .milliseconds(1_100))
            #expect(await logIn(fixture, "nobody2", "guess", from: address) == .invalidCredentials)
            try await Task.sleep(for: .milliseconds(2_100))
            #expect(await logIn(fixture, "demo", DemoAccounts.password, from: address) == nil)
        }
    }

    @Test("a refused login is a 429 JSON error with Retry-After, answered before any password check")
    func refusalAnswer() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            for _ in 0 ..< 3 {
                _ = await logIn(fixture, "demo", "guess", from: "198.51.100.7")
            }
            let request = Self.loginRequest(fixture, password: "guess", from: "198.51.100.7")
            let (data, response) = try await Self.http.data(for: request)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 429)
            let retryAfter = try #require(http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) })
            #expect((1 ... 600).contains(retryAfter))
            let body = try JSONDecoder().decode(APIErrorBody.self, from: data)
            #expect(body.error == "too_many_attempts")
            #expect(body.message.hasSuffix("."))
        }
    }

    @Test(
        "200 wrong logins for one account at once get at most the limit's 10 password checks: every other one is a 429 before any check, with a sentence and Retry-After"
    )
    func burstGetsNoMoreChecksThanTheLimit() async throws {
        let limits = LoginLimits(failuresPerAccount: 10, failuresPerAddress: 10_000, window: .seconds(600), firstDelay: .zero)
        try await DemoServerFixture.with(seedItems: 0, loginLimits: limits) { fixture in
            let answers = await withTaskGroup(of: (status: Int, retryAfter: Int?, error: String?).self) { group in
                for index in 0 ..< 200 {
                    group.addTask {
                        // Each from its own address, so only the account's limit applies.
                        let request = Self.loginRequest(fixture, password: "guess", from: "198.51.\(index / 250).\(index % 250 + 1)")
                        guard let (data, response) = try? await Self.http.data(for: request), let http = response as? HTTPURLResponse
                        else { return (0, nil, nil) }
                        let body = try? JSONDecoder().decode(APIErrorBody.self, from: data)
                        return (http.statusCode, http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) }, body?.message)
                    }
                }
                var answers: [(status: Int, retryAfter: Int?, error: String?)] = []
                for await answer in group { answers.append(answer) }
                return answers
            }
            let checked = answers.filter { $0.status == 401 }
            let refused = answers.filter { $0.status == 429 }
            print("200 concurrent wrong logins for one account: \(checked.count) password checks (401), \(refused.count) refused (429)")
            #expect((1 ... 10).contains(checked.count), "each 401 is one password check")
            #expect(checked.count + refused.count == 200)
            #expect(
                refused.allSatisfy {
                    ($0.retryAfter.map { (1 ... 600).contains($0) } ?? false)
                        && $0.error?.hasPrefix("Too many failed logins for this account.") == true
                })
        }
    }

    @Test("200 right logins for one account from one address at once are checked in turn, and every one succeeds")
    func burstOfRightLoginsWaitsItsTurn() async throws {
        let limits = LoginLimits(failuresPerAccount: 10, failuresPerAddress: 50, window: .seconds(600))
        try await DemoServerFixture.with(seedItems: 0, loginLimits: limits) { fixture in
            let statuses = await withTaskGroup(of: Int.self) { group in
                for _ in 0 ..< 200 {
                    group.addTask {
                        let request = Self.loginRequest(fixture, password: DemoAccounts.password, from: "198.51.100.90")
                        guard let (_, response) = try? await Self.http.data(for: request) else { return 0 }
                        return (response as? HTTPURLResponse)?.statusCode ?? 0
                    }
                }
                return await group.reduce(into: [Int: Int]()) { counts, status in counts[status, default: 0] += 1 }
            }
            #expect(statuses == [200: 200])
        }
    }

    @Test(
        "a forwarded address is believed only with the shell's secret: without it (or with a wrong one), rotating X-Forwarded-For still counts every failure against the connection's own address"
    )
    func forwardedAddressNeedsTheSecret() async throws {
        try await DemoServerFixture.with(seedItems: 0, loginLimits: Self.limits) { fixture in
            func attempt(_ index: Int, secret: String?) async throws -> Int {
                let request = Self.loginRequest(
                    fixture, username: "nobody\(index)", password: "guess", from: "203.0.113.\(index + 1)", secret: secret)
                let (_, response) = try await Self.http.data(for: request)
                return (response as? HTTPURLResponse)?.statusCode ?? 0
            }
            var statuses: [Int] = []
            for index in 0 ..< 6 { statuses.append(try await attempt(index, secret: index % 2 == 0 ? nil : "a-guess")) }
            #expect(statuses == [401, 401, 401, 401, 401, 429], "the 5 failures all counted against 127.0.0.1")
            #expect(try await attempt(40, secret: DemoServerFixture.proxySecret) == 401, "with the secret, the forwarded address is its own")
        }
    }
}
