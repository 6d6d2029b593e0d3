import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Threads of their own for password checks: half the cores (one on two), so bcrypt never holds the
/// threads that serve pages, API reads and logouts, and at least half the machine is left to them.
///
/// On Linux the threads ask for the round-robin real-time policy at its lowest priority, so a check
/// runs as soon as it is handed over instead of taking a fair share among the busy page threads
/// (with a nice value alone, -5, a check got about half a core under the soak's load, and logins
/// queued for seconds): a login does not wait behind page work, and page work keeps the other
/// cores, which the threads cannot take. On a single core, or without the privilege to ask
/// (`CAP_SYS_NICE`), they run at the ordinary priority, still only on their own cores' worth.
///
/// ```swift
/// let matches = await PasswordCheckThreads.shared.run { Bcrypt.verify(password, hash: hash) }
/// ```
final class PasswordCheckThreads: Sendable {
    /// The process's password-check threads: half its cores, at least one.
    static let shared = PasswordCheckThreads(count: max(1, ProcessInfo.processInfo.activeProcessorCount / 2))

    /// How many threads check passwords.
    let count: Int

    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let waiting = DispatchSemaphore(value: 0)

    private init(count: Int) {
        self.count = count
        for index in 0 ..< count {
            Thread { [self] in work(named: "password-\(index)") }.start()
        }
    }

    /// Runs `job` on one of the threads and returns its result; checks beyond the threads wait in
    /// order of arrival.
    func run<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            jobs.withLock { $0.append { continuation.resume(returning: job()) } }
            waiting.signal()
        }
    }

    private func work(named name: String) {
        #if os(Linux)
        // The name `ps -L` and `top -H` show (15 bytes at most); Foundation's `Thread.name` does not
        // reach it here.
        try? name.write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        #endif
        if ProcessInfo.processInfo.activeProcessorCount > 1 { Self.runAhead() }
        while true {
            waiting.wait()
            let job = jobs.withLock { $0.removeFirst() }
            job()
        }
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
}
