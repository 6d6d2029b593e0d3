import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Holds the URLSession task of one request so a Swift task cancellation, which may come before
/// the URLSession task exists, cancels it.
final class CancellableTaskSlot: Sendable {
    private struct State {
        var task: URLSessionTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Keeps `task` and resumes it, or cancels it when cancellation already came.
    func start(_ task: URLSessionTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelled {
            task.cancel()
        } else {
            task.resume()
        }
    }

    /// Cancels the task, now or as soon as it is started.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
