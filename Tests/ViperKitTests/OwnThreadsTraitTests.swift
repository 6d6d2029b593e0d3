import Foundation
import Testing

@testable import ViperKitTesting

/// The calling thread's name (read in a function that does not suspend, where `Thread.current`
/// is the thread the caller runs on).
private func currentThreadName() -> String {
    Thread.current.name ?? ""
}

@Suite("The executor behind .onThreadsOfTheirOwn")
struct OwnThreadsTraitTests {
    @Test("a task that prefers it runs on its threads")
    func preferredTaskRunsThere() async {
        let name = await Task(executorPreference: OwnThreadsExecutor.shared) { currentThreadName() }.value
        #expect(name.hasPrefix("own-threads-"))
    }

    @Test("a task detached from it runs on the cooperative pool, as everywhere")
    func detachedTask() async {
        let name = await Task.detached { currentThreadName() }.value
        #expect(!name.hasPrefix("own-threads-"))
    }
}
