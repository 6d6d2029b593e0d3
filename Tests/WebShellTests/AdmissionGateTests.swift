import Testing

@testable import WebShell

@Suite("Admission: a bounded number of requests in progress, logins and logouts first when the shell is busy")
@MainActor
struct AdmissionGateTests {
    /// A gate whose places are all taken by sessions' requests, and the names of the waiting
    /// requests in the order the gate admits them.
    @MainActor
    private struct FullGate {
        let gate: AdmissionGate
        let admitted: AsyncStream<String>
        let admit: AsyncStream<String>.Continuation

        init(places: Int) async {
            gate = AdmissionGate(places: places)
            (admitted, admit) = AsyncStream.makeStream()
            for _ in 0 ..< places { try? await gate.enter(.session) }
        }

        /// Starts a request named `name` from `address` that waits in `lane`, and returns once it
        /// waits there.
        func wait(_ name: String, in lane: AdmissionLane, from address: String? = nil) async {
            let waiting = gate.waitingCount(in: lane)
            Task { [gate, admit] in
                try? await gate.enter(lane, from: address)
                admit.yield(name)
            }
            while gate.waitingCount(in: lane) == waiting { await Task.yield() }
        }
    }

    @Test("a request takes a free place at once, and waits while none is free until one is given back")
    func boundsWorkInProgress() async {
        let full = await FullGate(places: 4)
        await full.wait("fifth", in: .session)
        #expect(full.gate.waitingCount(in: .session) == 1)
        var admitted = full.admitted.makeAsyncIterator()
        full.gate.leave(.session)
        #expect(await admitted.next() == "fifth")
        #expect(full.gate.waitingCount(in: .session) == 0)
        full.gate.leave(.session)
        full.gate.leave(.session)
        try? await full.gate.enter(.newcomer)  // two places free again: no wait
        try? await full.gate.enter(.newcomer)
        #expect(full.gate.waitingCount(in: .newcomer) == 0)
    }

    @Test(
        "waiting logins are served by address: a freed login place goes to the login of the address holding the fewest, so one address's burst does not hold another's login behind it"
    )
    func loginsByAddress() async {
        // Eight places, two of them logins', both held by the burst's address; the others are free.
        let full = await FullGate(places: 8)
        let gate = full.gate
        for _ in 0 ..< 2 { gate.leave(.session) }
        for _ in 0 ..< 2 { try? await gate.enter(.signIn, from: "203.0.113.9") }
        for index in 1 ... 3 { await full.wait("burst \(index)", in: .signIn, from: "203.0.113.9") }
        await full.wait("alice", in: .signIn, from: "198.51.100.4")
        await full.wait("bob", in: .signIn, from: "198.51.100.5")
        var order = full.admitted.makeAsyncIterator()
        gate.leave(.signIn, from: "203.0.113.9")
        #expect(await order.next() == "alice", "the burst's address holds one place, alice's none")
        gate.leave(.signIn, from: "203.0.113.9")
        #expect(await order.next() == "burst 1", "the burst's address and bob's hold none: the longest waiting goes")
        gate.leave(.signIn, from: "198.51.100.4")
        #expect(await order.next() == "bob", "the burst's address holds one again, bob's none")
        gate.leave(.signIn, from: "203.0.113.9")
        #expect(await order.next() == "burst 2")
        #expect(gate.waitingCount(in: .signIn) == 1)
    }

    @Test(
        "a freed place goes to the page after a login first, then to a logout, a login, and newcomers and sessions in turn, each first come first served"
    )
    func order() async {
        let full = await FullGate(places: 4)
        await full.wait("session 1", in: .session)
        await full.wait("newcomer 1", in: .newcomer)
        await full.wait("session 2", in: .session)
        await full.wait("newcomer 2", in: .newcomer)
        await full.wait("login", in: .signIn)
        await full.wait("logout", in: .logOut)
        await full.wait("page after a login", in: .afterSignIn)
        var admitted = full.admitted.makeAsyncIterator()
        var order: [String] = []
        for _ in 0 ..< 7 {
            full.gate.leave(.session)
            order.append(await admitted.next() ?? "")
        }
        #expect(order == ["page after a login", "logout", "login", "newcomer 1", "session 1", "newcomer 2", "session 2"])
    }

    @Test("logins hold at most a quarter of the places, and a logout never waits behind them")
    func loginsQuarter() async {
        let full = await FullGate(places: 8)
        for name in ["login 1", "login 2", "login 3"] { await full.wait(name, in: .signIn) }
        for name in ["session 1", "session 2"] { await full.wait(name, in: .session) }
        var admitted = full.admitted.makeAsyncIterator()
        var order: [String] = []
        for _ in 0 ..< 4 {
            full.gate.leave(.session)
            order.append(await admitted.next() ?? "")
        }
        #expect(order == ["login 1", "login 2", "session 1", "session 2"], "two logins hold a quarter of eight places")
        await full.wait("logout", in: .logOut)
        full.gate.leave(.session)
        #expect(await admitted.next() == "logout", "a logout goes before the login still waiting")
        full.gate.leave(.session)
        #expect(full.gate.waitingCount(in: .signIn) == 1, "a free place, but logins hold their quarter")
        try? await full.gate.enter(.session)
        full.gate.leave(.signIn)
        #expect(await admitted.next() == "login 3", "a login gave its place back")
    }

    @Test(
        "at the measured time a login holds its place, a login whose turn would come later than the longest wait is turned away at once saying that wait; one whose turn comes in time waits"
    )
    func turnsAwayALoginThatWouldWaitTooLong() async throws {
        var clock = ContinuousClock.now
        let gate = AdmissionGate(places: 4, longestSignInWait: .seconds(3), now: { clock })
        try await gate.enter(.signIn, from: "a")
        clock += .seconds(1)
        gate.leave(.signIn, from: "a")
        #expect(gate.signInCost == .seconds(1), "one login measured: it held its place 1 s of the gate's clock")
        try await gate.enter(.signIn, from: "a")  // the one login place of four is taken
        var waiters: [Task<Void, Never>] = []
        for (index, wait) in [1, 2, 3].enumerated() {
            #expect(gate.expectedSignInWait(from: "x\(index)") == .seconds(wait))
            let waiting = gate.waitingCount(in: .signIn)
            waiters.append(Task { try? await gate.enter(.signIn, from: "x\(index)") })
            while gate.waitingCount(in: .signIn) == waiting { await Task.yield() }
        }
        do {
            try await gate.enter(.signIn, from: "x3")
            Issue.record("a login expected to wait 4 s was let wait")
        } catch {
            #expect(error.retryAfter == .seconds(4))
        }
        #expect(gate.waitingCount(in: .signIn) == 3, "the refused login took no place in the line")
        gate.leave(.signIn, from: "a")
        for (index, waiter) in waiters.enumerated() {
            await waiter.value
            gate.leave(.signIn, from: "x\(index)")
        }
        #expect(gate.waitingCount(in: .signIn) == 0)
    }
}
