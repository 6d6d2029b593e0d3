import Testing

@testable import AppComposition

/// What the app waits for when it stops: the logouts of the sessions that ended.
@Suite("Session endings")
@MainActor
struct SessionEndingsTests {
    /// What happened, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    @Test("waiting returns once every logout started has finished, not before")
    func waitsForEveryLogout() async {
        let endings = SessionEndings()
        let log = Log()
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        endings.start {
            for await _ in released { break }
            await MainActor.run { log.entries.append("first logout") }
        }
        endings.start { await MainActor.run { log.entries.append("second logout") } }
        let waiter = Task {
            await endings.wait()
            log.entries.append("waited")
        }
        // Let the waiter start waiting while the first logout is held.
        await Task.yield()
        await Task.yield()
        release.yield()
        release.finish()
        await waiter.value
        #expect(log.entries == ["second logout", "first logout", "waited"])
    }

    @Test("once the logouts have finished, waiting again returns at once")
    func finishedLogoutsAreLetGo() async {
        let endings = SessionEndings()
        await endings.wait()
        endings.start {}
        await endings.wait()
        await endings.wait()
    }
}
