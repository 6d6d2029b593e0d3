/// The async work of one module. An interactor starts its service calls here instead of in a bare
/// `Task`, so that closing the module cancels them and a shell or a test can wait until the module
/// is idle.
@MainActor
public final class ModuleActivity {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskID = 0
    /// Who waits, and for how few pieces of work still running.
    private var waiters: [Int: (running: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    private var nextWaiterID = 0

    /// Creates an idle activity.
    public init() {}

    /// `true` while any work started here is running.
    public var isBusy: Bool { !tasks.isEmpty }

    /// Wraps each piece of work started here, told the name of the function that started it (the
    /// interactor's `loadPage(offset:limit:)`): a host sets it to run the work inside a span of its
    /// tracer, so the service calls the work makes are the span's children. `nil` (the default)
    /// runs the work as it is.
    public var instrument: (@MainActor (_ function: String, _ work: @escaping @MainActor () async -> Void) async -> Void)?

    /// Starts `operation`. Capture the interactor weakly in it: the module may be closed while it
    /// runs. `function` names it to the ``instrument``.
    @discardableResult
    public func run(function: String = #function, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextTaskID
        nextTaskID += 1
        let instrument = instrument
        let task = Task { @MainActor [weak self] in
            if let instrument {
                await instrument(function, operation)
            } else {
                await operation()
            }
            self?.finish(id)
        }
        tasks[id] = task
        return task
    }

    /// Cancels all running work.
    public func cancelAll() {
        for task in tasks.values { task.cancel() }
    }

    /// Waits until no work is running, or until `timeout` has passed on `clock`. Returns `true`
    /// if idle.
    ///
    /// It is woken the moment the last piece of work ends, so a caller measuring how long a module
    /// takes to load measures the work, not a polling interval. The default bound (10 seconds) is a
    /// safety net for tests, not a measurement, far above what a module's work against fakes or a
    /// local server takes; a shell passes its own, short, timeout. A test that needs the bound to
    /// pass (that a wait gives up) passes a clock it advances itself.
    @discardableResult
    public func idle(timeout: Duration = .seconds(10), clock: any Clock<Duration> = ContinuousClock()) async -> Bool {
        await idle(leaving: 0, timeout: timeout, clock: clock)
    }

    /// Waits until at most `running` pieces of work run, or until `timeout` has passed on `clock`;
    /// returns `true` if so. Work started here that must wait for the rest of the module's work (a
    /// preview sending its events one by one) waits with `leaving: 1`, itself.
    @discardableResult
    public func idle(leaving running: Int, timeout: Duration, clock: any Clock<Duration> = ContinuousClock()) async -> Bool {
        guard tasks.count > running else { return true }
        let id = nextWaiterID
        nextWaiterID += 1
        var expired = false
        let timer = Task { @MainActor [weak self] in
            guard (try? await clock.sleep(for: timeout)) != nil else { return }
            expired = true
            self?.wake(id)
        }
        // Woken when enough work ended, or by the timer; work started meanwhile waits again.
        while tasks.count > running, !expired {
            await withCheckedContinuation { waiters[id] = (running, $0) }
        }
        timer.cancel()
        return tasks.count <= running
    }

    /// Ends work `id` and wakes the waiters whose wait it ends, and only they, so a
    /// module whose pieces of work end one by one (a photo each) wakes an idle waiter once.
    private func finish(_ id: Int) {
        tasks[id] = nil
        for (id, waiter) in waiters where tasks.count <= waiter.running { wake(id) }
    }

    private func wake(_ id: Int) {
        waiters.removeValue(forKey: id)?.continuation.resume()
    }

    isolated deinit {
        cancelAll()
    }
}
