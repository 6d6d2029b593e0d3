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
            await gate.run {
                for await _ in releases { break }
                return 1
            }
        }
        #expect(await eventually { await gate.load == (1, 0) })
        let second = Task { await gate.run { 2 } }
        #expect(await eventually { await gate.load == (1, 1) })
        #expect(await gate.run { 3 } == nil, "a third login is turned away while one runs and one waits")
        release.yield()
        #expect(await first.value == 1)
        #expect(await second.value == 2)
        #expect(await gate.load == (0, 0))
    }

    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0 ..< 500 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }
}
