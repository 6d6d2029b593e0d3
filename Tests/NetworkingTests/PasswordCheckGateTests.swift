import Testing
import ViperKitTesting

@testable import DemoAPI

@Suite("Password check gate")
struct PasswordCheckGateTests {
    @Test("runs at most its slots at once, queues at most its waiting ones in order, and turns the next away at once")
    func boundsRunningAndWaiting() async throws {
        let gate = PasswordCheckGate(slots: 1, maxWaiting: 1)
        let (releases, release) = AsyncStream.makeStream(of: Void.self)
        let first = Task {
            try? await gate.run(for: "a") {
                for await _ in releases { break }
                return 1
            }
        }
        try await eventually("the gate's load (1, 0)") { await gate.load == (1, 0) }
        let second = Task { try? await gate.run(for: "a") { 2 } }
        try await eventually("the gate's load (1, 1)") { await gate.load == (1, 1) }
        #expect((try? await gate.run(for: "a") { 3 }) == nil, "a third login is turned away while one runs and one waits")
        release.yield()
        #expect(await first.value == 1)
        #expect(await second.value == 2)
        #expect(await gate.load == (0, 0))
    }

    @Test(
        "a freed slot goes to the keys in turn, each key's checks in order; a full room makes a place for a key with fewer waiting by turning away the newest of the key with the most"
    )
    func servesKeysInTurn() async throws {
        let gate = PasswordCheckGate(slots: 1, maxWaiting: 4)
        let (releases, release) = AsyncStream.makeStream(of: Void.self)
        let (ran, record) = AsyncStream.makeStream(of: String.self)
        /// A check that records that it ran, and returns its name.
        @Sendable func checked(_ name: String) -> String {
            record.yield(name)
            return name
        }
        let first = Task {
            try? await gate.run(for: "a") {
                for await _ in releases { break }
                return "first"
            }
        }
        try await eventually("the gate's load (1, 0)") { await gate.load == (1, 0) }
        var queued: [(String, Task<String?, Never>)] = []
        // Three of address a, then one of b: the room (4) is full.
        for (key, name) in [("a", "a1"), ("a", "a2"), ("a", "a3"), ("b", "b1")] {
            queued.append((name, Task { try? await gate.run(for: key) { checked(name) } }))
            let count = queued.count
            try await eventually("the gate's load (1, count)") { await gate.load == (1, count) }
        }
        // c has none waiting and a has three: a's newest gives c its place.
        queued.append(("c1", Task { try? await gate.run(for: "c") { checked("c1") } }))
        #expect(await queued[2].1.value == nil, "a3 is turned away as c1 takes its place")
        release.yield()
        #expect(await first.value == "first")
        var answers: [String] = []
        for (_, task) in queued { answers.append(await task.value ?? "turned away") }
        #expect(answers == ["a1", "a2", "turned away", "b1", "c1"])
        record.finish()
        #expect(await Array(ran) == ["a1", "b1", "c1", "a2"], "b and c each wait behind one check of a, not three")
        #expect(await gate.load == (0, 0))
    }

    @Test("a full room turns a check away when no key has two more waiting than its own")
    func fullRoomForEveryone() async throws {
        let gate = PasswordCheckGate(slots: 1, maxWaiting: 2)
        let (releases, release) = AsyncStream.makeStream(of: Void.self)
        let first = Task {
            try? await gate.run(for: "a") {
                for await _ in releases { break }
                return 0
            }
        }
        try await eventually("the gate's load (1, 0)") { await gate.load == (1, 0) }
        let waiting = Task { try? await gate.run(for: "a") { 1 } }
        try await eventually("the gate's load (1, 1)") { await gate.load == (1, 1) }
        let second = Task { try? await gate.run(for: "b") { 2 } }
        try await eventually("the gate's load (1, 2)") { await gate.load == (1, 2) }
        #expect((try? await gate.run(for: "c") { 3 }) == nil, "a and b hold one each: c is turned away")
        release.yield()
        #expect(await first.value == 0)
        #expect(await waiting.value == 1)
        #expect(await second.value == 2)
    }

    @Test(
        "at the measured cost of a check, one that would wait longer than the longest wait is turned away at once saying that wait, while another address's first check still waits its turn"
    )
    func turnsAwayWhatWouldWaitTooLong() async throws {
        let clock = ManualInstant()
        let gate = PasswordCheckGate(slots: 1, maxWaiting: 100, longestWait: .seconds(3), now: { clock.now })
        #expect(try await gate.run(for: "a") { clock.advance(by: .seconds(1)) } == ())
        #expect(await gate.checkCost == .seconds(1), "one check measured: it took 1 s of the gate's clock")
        let (releases, release) = AsyncStream.makeStream(of: Void.self)
        let running = Task {
            try? await gate.run(for: "a") {
                for await _ in releases { break }
                return "running"
            }
        }
        try await eventually("the gate's load (1, 0)") { await gate.load == (1, 0) }
        var queued: [Task<String?, Never>] = []
        for (index, wait) in [1, 2, 3].enumerated() {
            #expect(await gate.expectedWait(for: "a") == .seconds(wait))
            queued.append(Task { try? await gate.run(for: "a") { "a\(index)" } })
            try await eventually("the gate's load (1, index + 1)") { await gate.load == (1, index + 1) }
        }
        #expect(await gate.expectedWait(for: "a") == .seconds(4))
        do {
            _ = try await gate.run(for: "a") { "too late" }
            Issue.record("a check expected to wait 4 s was let in")
        } catch {
            #expect(error.retryAfter == .seconds(4))
            #expect(error.retryAfterSeconds == 4)
        }
        #expect(await gate.expectedWait(for: "b") == .seconds(2), "b waits behind one check of a, then its own turn")
        let other = Task { try? await gate.run(for: "b") { "b0" } }
        try await eventually("one check running and four queued") { await gate.load == (1, 4) }
        release.yield()
        #expect(await running.value == "running")
        var answers: [String?] = []
        for task in queued { answers.append(await task.value) }
        #expect(answers == ["a0", "a1", "a2"])
        #expect(await other.value == "b0")
    }
}
