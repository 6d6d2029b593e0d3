/// The logouts of browser sessions that ended, while they run. A session ends when it idles out,
/// is pushed out for a newer one or the app stops, and its end logs the user out on the API: a
/// request, and a write to the app's database (the logout queued until the API confirms it). The
/// app waits for these when it stops, before it closes that database: a logout written after the
/// close would be lost, leaving the user's token valid on the API until it expires.
///
/// ```swift
/// let endings = SessionEndings()
/// endings.start { await auth.logOut() }
/// await endings.wait()  // when stopping
/// ```
@MainActor
public final class SessionEndings {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Creates an empty set of endings.
    public nonisolated init() {}

    /// Runs `logOut`, keeping it until it has finished.
    func start(_ logOut: @escaping @Sendable () async -> Void) {
        let id = nextID
        nextID += 1
        // The task runs on the main actor too, so it is in `running` before it can remove itself.
        running[id] = Task { [weak self] in
            await logOut()
            self?.running[id] = nil
        }
    }

    /// Returns once every logout started so far has finished.
    func wait() async {
        while let logOut = running.values.first {
            await logOut.value
        }
    }
}
