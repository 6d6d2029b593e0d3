import Foundation
import Testing
import ViperKitTesting

/// The calling thread's name (read in a function that does not suspend, where `Thread.current`
/// is the thread the caller runs on).
private func currentThreadName() -> String {
    Thread.current.name ?? ""
}

@Suite("A suite on threads of its own", .onThreadsOfTheirOwn)
struct OwnThreadsTraitTests {
    @Test("a plain test runs on one of the suite's threads")
    func plainTest() {
        #expect(currentThreadName().hasPrefix("own-threads-"))
    }

    @Test("an async test starts on one of them")
    func asyncTest() async {
        #expect(currentThreadName().hasPrefix("own-threads-"))
    }

    @Test("a task it detaches runs on the cooperative pool, as everywhere")
    func detachedTask() async {
        let name = await Task.detached { currentThreadName() }.value
        #expect(!name.hasPrefix("own-threads-"))
    }
}
