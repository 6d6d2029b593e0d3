import Foundation

/// A task executor with threads of its own, one per core: the work of suites marked
/// ``Testing/Trait/onThreadsOfTheirOwn`` runs here, so their blocking calls and seconds of parsing
/// share the cores with the other suites the way any threads do (the kernel takes turns) instead of
/// holding the cooperative pool's few threads, on which every other async test waits.
final class OwnThreadsExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every marked suite shares: its threads start with the first marked test.
    static let shared = OwnThreadsExecutor(threads: ProcessInfo.processInfo.activeProcessorCount)

    // `jobs` is read and written only with `condition` locked (hence @unchecked Sendable).
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
        for index in 0 ..< max(1, threads) {
            let thread = Thread { [self] in
                // Named from inside: a name given before the start does not reach the kernel on Linux.
                Thread.current.name = "own-threads-\(index)"
                work()
            }
            // swift-syntax's parser recurses deeply in a debug build: the size of a main thread's stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs in the order they came, waiting while there is none; for the life of the process.
    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
