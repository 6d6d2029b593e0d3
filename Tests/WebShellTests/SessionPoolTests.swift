import HostCore
import HostCoreTesting
import Testing
import ViperKit

@testable import WebShell

@Suite("A session pool makes room from the address holding the most")
@MainActor
struct SessionPoolTests {
    private let app = TestApp()

    /// A session whose browser is at `address`.
    private func session(from address: String) -> WebSession {
        let browser = BrowserClient()
        browser.update(address: address, device: nil)
        let host = HostSession(window: HostWindow(tracker: LeakTracker(), leakGrace: .milliseconds(500))) { app.makeFlow($0) }
        return WebSession(host: host, browser: browser, followUpWindow: .seconds(1), now: .now)
    }

    @Test("a flood from one address gives up its own least recently used session, never the login form opened from another")
    func floodEndsOnlyItsOwn() {
        let pool = SessionPool(capacity: 4)
        let alice = session(from: "198.51.100.4")
        pool.touch(alice)
        let flood = (0 ..< 3).map { _ in session(from: "203.0.113.9") }
        for session in flood { pool.touch(session) }
        #expect(pool.isFull)
        #expect(pool.oldest === alice, "alice's session is the least recently used of all")
        #expect(pool.nextToEnd === flood[0], "but the flood's address holds the most")
        pool.remove(flood[0])
        pool.touch(session(from: "203.0.113.9"))
        #expect(pool.nextToEnd === flood[1])
    }

    @Test("using a session again makes it its address's newest; removing one counts it out")
    func touchAndRemove() {
        let pool = SessionPool(capacity: 10)
        let office = (0 ..< 3).map { _ in session(from: "192.0.2.1") }
        for session in office { pool.touch(session) }
        pool.touch(office[0])
        #expect(pool.nextToEnd === office[1])
        #expect(pool.newest === office[0])
        pool.remove(office[1])
        pool.remove(office[2])
        let visitor = (0 ..< 2).map { _ in session(from: "192.0.2.2") }
        for session in visitor { pool.touch(session) }
        #expect(pool.count == 3)
        #expect(pool.nextToEnd === visitor[0], "192.0.2.2 holds two now, 192.0.2.1 one")
        pool.remove(office[0])
        pool.remove(visitor[0])
        pool.remove(visitor[1])
        #expect(pool.count == 0)
        #expect(pool.nextToEnd == nil)
        #expect(pool.oldest == nil)
    }
}
