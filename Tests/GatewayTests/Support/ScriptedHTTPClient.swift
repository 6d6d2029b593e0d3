import Domain
import Foundation
import Networking
import Synchronization

/// An ``HTTPClient`` in front of a real one whose faults the test scripts: it can be down (every
/// request fails as unreachable without leaving the process), lose the answers of the next
/// order posts (the server stores the order, the client sees the connection fail), or hold the
/// next order post until the test lets it go (to stop the server meanwhile).
final class ScriptedHTTPClient: HTTPClient {
    /// How the way to the server fails.
    enum Outage: Sendable, CustomStringConvertible {
        /// No connection (as when the server is stopped).
        case unreachable
        /// No answer in time.
        case timeout
        /// The server answers 503 with an error body.
        case serviceUnavailable

        var description: String {
            switch self {
            case .unreachable: "unreachable"
            case .timeout: "timeout"
            case .serviceUnavailable: "503"
            }
        }
    }

    private struct State {
        var outage: Outage?
        var answersToLose = 0
        var holdNextPost = false
        var held: CheckedContinuation<Void, Never>?
        var heldWatchers: [CheckedContinuation<Void, Never>] = []
        var orderPosts = 0
    }

    private let real: any HTTPClient
    private let state = Mutex(State())

    /// A client in front of `real`. Its real timeout is long: timeouts are scripted faults here, and
    /// a loaded test machine (the whole suite runs in parallel) must not turn a slow answer into one.
    init(real: any HTTPClient = EventLoopHTTPClient(timeout: .seconds(30), retriesIdempotentRequests: false)) {
        self.real = real
    }

    /// Whether every request fails as unreachable.
    var isDown: Bool {
        get { outage != nil }
        set { outage = newValue ? .unreachable : nil }
    }

    /// How every request fails, or `nil` when they go through.
    var outage: Outage? {
        get { state.withLock { $0.outage } }
        set { state.withLock { $0.outage = newValue } }
    }

    /// How many `POST /api/orders` requests went through to the server.
    var orderPosts: Int { state.withLock { $0.orderPosts } }

    /// Makes the next `count` order posts reach the server but fail as unreachable for the caller.
    func loseAnswers(ofNext count: Int) {
        state.withLock { $0.answersToLose = count }
    }

    /// Holds the next order post before it is sent, until ``release()``.
    func holdNextPost() {
        state.withLock { $0.holdNextPost = true }
    }

    /// Waits until an order post is held.
    func waitUntilHeld() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let held = state.withLock { state in
                if state.held != nil { return true }
                state.heldWatchers.append(continuation)
                return false
            }
            if held { continuation.resume() }
        }
    }

    /// Lets the held order post go on.
    func release() {
        let held = state.withLock { state in
            defer { state.held = nil }
            return state.held
        }
        held?.resume()
    }

    func send(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse {
        let isOrderPost = request.method == .post && request.url.path.hasSuffix(APIPath.orders)
        if isOrderPost, state.withLock({ $0.holdNextPost }) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let watchers = state.withLock { state in
                    state.holdNextPost = false
                    state.held = continuation
                    defer { state.heldWatchers = [] }
                    return state.heldWatchers
                }
                for watcher in watchers { watcher.resume() }
            }
        }
        switch outage {
        case .unreachable: throw .unreachable
        case .timeout: throw .timeout
        case .serviceUnavailable:
            let body = #"{"error":"unavailable","message":"The server is restarting."}"#
            return HTTPClientResponse(status: 503, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        case nil: break
        }
        if isOrderPost {
            state.withLock { $0.orderPosts += 1 }
        }
        let response = try await real.send(request)
        if isOrderPost {
            let lose = state.withLock { state in
                guard state.answersToLose > 0 else { return false }
                state.answersToLose -= 1
                return true
            }
            if lose { throw .unreachable }
        }
        return response
    }
}
