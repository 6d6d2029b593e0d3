import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Threads of their own for password checks, one per core, so bcrypt never holds the threads that
/// serve pages, API reads and logouts, and uses every core page work leaves idle.
///
/// Half the threads (one on two cores) run *ahead* of page work: on Linux they ask for the
/// round-robin real-time policy at its lowest priority, so a check runs as soon as it is handed
/// over instead of taking a fair share among the busy page threads (with a nice value alone, -5, a
/// check got about half a core under the soak's load, and logins queued for seconds), and they
/// cannot take the other cores. The other threads run only on *idle* cores (Linux's `SCHED_IDLE`):
/// they are woken only when every thread ahead is busy, and whatever page work wants comes first,
/// so 200 logins at once on an otherwise quiet server use every core, and a busy one's pages are
/// not slowed. A job waits in one queue until a thread that gets to run takes it, so a check is
/// never stuck behind a thread that is not running. On a single core, or without the privilege to
/// ask for the real-time policy (`CAP_SYS_NICE`), the threads ahead run at the ordinary priority.
///
/// ```swift
/// let matches = await PasswordCheckThreads.shared.run { Bcrypt.verify(password, hash: hash) }
/// ```
final class PasswordCheckThreads: Sendable {
    /// The process's password-check threads: one per core, half of them (at least one) ahead.
    static let shared = PasswordCheckThreads(cores: ProcessInfo.processInfo.activeProcessorCount)

    /// How many threads check passwords.
    let count: Int
    /// How many of them run ahead of page work.
    let ahead: Int

    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        /// Threads ahead waiting for a job.
        var freeAhead = 0
    }

    private let queue = Mutex(Queue())
    private let aheadWaiting = DispatchSemaphore(value: 0)
    private let idleWaiting = DispatchSemaphore(value: 0)

    private init(cores: Int) {
        ahead = max(1, cores / 2)
        count = max(ahead, cores)
        queue.withLock { $0.freeAhead = ahead }
        for index in 0 ..< count {
            let isAhead = index < ahead
            Thread { [self] in
                Self.name("password-\(index)")
                if isAhead {
                    if cores > 1 { Self.runAhead() }
                    workAhead()
                } else {
                    Self.runWhenIdle()
                    workWhenIdle()
                }
            }.start()
        }
    }

    /// Runs `job` on one of the threads and returns its result; jobs wait in order of arrival.
    func run<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let wakesAhead = queue.withLock { queue in
                queue.jobs.append { continuation.resume(returning: job()) }
                guard queue.freeAhead > 0 else { return false }
                queue.freeAhead -= 1
                return true
            }
            // A thread ahead takes it at once; with all of them busy, a thread on an idle core may.
            (wakesAhead ? aheadWaiting : idleWaiting).signal()
        }
    }

    /// A thread ahead: once woken, takes jobs until none is left, then counts itself free again.
    private func workAhead() {
        while true {
            aheadWaiting.wait()
            while let job = queue.withLock({ queue -> (@Sendable () -> Void)? in
                guard !queue.jobs.isEmpty else {
                    queue.freeAhead += 1
                    return nil
                }
                return queue.jobs.removeFirst()
            }) {
                job()
            }
        }
    }

    /// A thread on idle cores: once woken and given a core, takes one job if one is still waiting.
    private func workWhenIdle() {
        while true {
            idleWaiting.wait()
            let job = queue.withLock { queue in queue.jobs.isEmpty ? nil : queue.jobs.removeFirst() }
            job?()
        }
    }

    /// Names the calling thread as `ps -L` and `top -H` show it (15 bytes at most); Foundation's
    /// `Thread.name` does not reach it here.
    private static func name(_ name: String) {
        #if os(Linux)
        try? name.write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        #endif
    }

    /// Asks for the round-robin real-time policy at its lowest priority for the calling thread
    /// (Linux schedules each thread on its own; pid 0 names the calling one). Threads it starts
    /// (Dispatch may start a worker when a check's caller is resumed) get the ordinary policy:
    /// `SCHED_RESET_ON_FORK`.
    private static func runAhead() {
        #if os(Linux)
        let resetOnFork: Int32 = 0x4000_0000  // SCHED_RESET_ON_FORK, which Glibc's module leaves out
        var parameters = sched_param(sched_priority: sched_get_priority_min(SCHED_RR))
        _ = sched_setscheduler(0, SCHED_RR | resetOnFork, &parameters)
        #endif
    }

    /// Asks for Linux's idle policy for the calling thread: it runs only on a core nothing else
    /// wants. Lowering a thread's own policy needs no privilege.
    private static func runWhenIdle() {
        #if os(Linux)
        let idle: Int32 = 5  // SCHED_IDLE, which Glibc's module leaves out
        let resetOnFork: Int32 = 0x4000_0000
        var parameters = sched_param(sched_priority: 0)
        _ = sched_setscheduler(0, idle | resetOnFork, &parameters)
        #endif
    }
}
