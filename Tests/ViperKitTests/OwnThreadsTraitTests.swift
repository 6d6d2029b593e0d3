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
    /// The runtime honours a preference, it does not promise it: on this machine, in 6 of 30 runs
    /// of this suite alone, it ran 9 to 13 of twenty preferring tasks on the cooperative pool. So the test asks that the executor runs the tasks it is given on its own threads,
    /// which a task on one of them shows, not that every task lands there.
    @Test("tasks that prefer it run on its threads")
    func preferredTasksRunThere() async {
        var names: [String] = []
        for _ in 0 ..< 20 {
            names.append(await Task(executorPreference: OwnThreadsExecutor.shared) { currentThreadName() }.value)
        }
        #expect(names.contains { $0.hasPrefix("own-threads-") }, "\(names)")
    }

    @Test("a task detached from it runs on the cooperative pool, as everywhere")
    func detachedTask() async {
        let name = await Task.detached { currentThreadName() }.value
        #expect(!name.hasPrefix("own-threads-"))
    }
}
