import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Threads of their own for password checks: half the cores (one on two), so bcrypt never holds the
/// threads that serve pages, API reads and logouts, and at least half the machine is left to them.
///
/// On Linux each thread asks the scheduler for a higher priority (nice -5) than the server's
/// threads, so a check in flight is not slowed to a fair share among busy page threads: a login
/// does not wait behind page work, and page work keeps the other cores. Without the privilege to
/// raise it (no `CAP_SYS_NICE`) the threads run at the ordinary priority, and still only on their
/// own cores' worth.
///
/// ```swift
/// let matches = await PasswordCheckThreads.shared.run { Bcrypt.verify(password, hash: hash) }
/// ```
final class PasswordCheckThreads: Sendable {
    /// The process's password-check threads: half its cores, at least one.
    static let shared = PasswordCheckThreads(count: max(1, ProcessInfo.processInfo.activeProcessorCount / 2))

    /// The priority asked for, as a nice value (lower runs first; the server's threads have 0).
    static let niceness: Int32 = -5

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
        Self.raisePriority()
        while true {
            waiting.wait()
            let job = jobs.withLock { $0.removeFirst() }
            job()
        }
    }

    /// Asks for ``niceness`` for the calling thread (Linux keeps a nice value per thread, and
    /// `PRIO_PROCESS` with id 0 names the calling one).
    private static func raisePriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }
}
