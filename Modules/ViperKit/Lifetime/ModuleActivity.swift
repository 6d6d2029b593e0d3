/// The async work of one module. An interactor starts its service calls here instead of in a bare
/// `Task`, so that closing the module cancels them and a shell or a test can wait until the module
/// is idle.
@MainActor
public final class ModuleActivity {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Creates an idle activity.
    public init() {}

    /// `true` while any work started here is running.
    public var isBusy: Bool { !tasks.isEmpty }

    /// Starts `operation`. Capture the interactor weakly in it: the module may be closed while it runs.
    @discardableResult
    public func run(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextID
        nextID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return task
    }

    /// Cancels all running work.
    public func cancelAll() {
        for task in tasks.values { task.cancel() }
    }

    /// Waits until no work is running, or until `timeout` has passed. Returns `true` if idle.
    @discardableResult
    public func idle(timeout: Duration = .seconds(10)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while isBusy {
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    isolated deinit {
        cancelAll()
    }
}
