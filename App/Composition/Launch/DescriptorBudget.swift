#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many connections each of the app's two servers may serve so that, together, they cannot
/// use up the process's file descriptors.
///
/// A browser connection to the web shell costs one descriptor; a connection to the demo API in
/// the same process costs two (the shell's client end and the API's end). What is left after
/// ``reserve`` (databases, listening sockets, logs) is split so that `n + 2n` fits; each server
/// then holds at most `n` connections (never more than ``cap``) and lets the rest wait in the
/// listen queue, so a flood of connections slows down instead of failing to open files.
public enum DescriptorBudget {
    /// Descriptors kept for everything but connections.
    public static let reserve = 128
    /// The most connections per server, however high the limit.
    public static let cap = 512

    /// Raises the soft limit of open files to the hard limit (the usual start of a server), and
    /// returns the limit now in force.
    @discardableResult
    public static func raiseOpenFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1_024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 {
                limit = raised
            }
        }
        return limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    }

    /// The connections each server may serve under the current open-file limit.
    public static func connectionsPerServer() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return connectionsPerServer(openFileLimit: 1_024) }
        return connectionsPerServer(openFileLimit: limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur))
    }

    /// The connections each server may serve when the process may open `openFileLimit` files:
    /// `(limit - reserve) / 3`, between 16 and ``cap``.
    public static func connectionsPerServer(openFileLimit: Int) -> Int {
        let available = max(0, openFileLimit - reserve) / 3
        return min(cap, max(16, available))
    }
}
