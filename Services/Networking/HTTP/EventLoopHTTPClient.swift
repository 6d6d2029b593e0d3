import AsyncHTTPClient
import Domain
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// ``HTTPClient`` over AsyncHTTPClient, on the event loops of a server's own `EventLoopGroup`:
/// the API is reached from the threads that already serve the web shell, with no thread pool and
/// no callback queue of its own in between.
///
/// Its connection pool to each host is bounded, every request has a deadline, cancelling the
/// calling task cancels the request, and an idempotent request whose server could not be reached
/// is tried once more (a kept-alive connection the server closed meanwhile fails that way), as with
/// ``URLSessionHTTPClient``, which stays the client of an app on Apple platforms.
///
/// ```swift
/// let http = EventLoopHTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, timeout: .seconds(10))
/// let client = APIClient(baseURL: apiURL, credentials: CredentialStore(), http: http)
/// ```
public final class EventLoopHTTPClient: HTTPClient {
    /// How long a request may take, from sending it to the last byte of its answer.
    public let timeout: Duration
    /// Whether idempotent requests are tried a second time after ``ServiceError/unreachable``.
    public let retriesIdempotentRequests: Bool
    /// The largest answer body read; a longer one is ``ServiceError/invalidResponse(_:)``.
    public let maxBodySize: Int

    private let client: AsyncHTTPClient.HTTPClient

    /// A client with a connection pool of its own on `eventLoopGroup`.
    /// - Parameters:
    ///   - eventLoopGroup: The event loops its connections live on; `MultiThreadedEventLoopGroup.singleton`,
    ///     the group a Hummingbird server serves on unless told otherwise, by default.
    ///   - timeout: How long a request may take; 10 seconds by default.
    ///   - retriesIdempotentRequests: Whether a `GET` that could not reach the server is tried once more.
    ///   - maxConnectionsPerHost: How many connections to one server it keeps at most; 64 by default,
    ///     because the app shares one client between every browser session.
    ///   - maxBodySize: The largest answer body it reads; 16 MiB by default.
    public init(
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
        timeout: Duration = .seconds(10),
        retriesIdempotentRequests: Bool = true,
        maxConnectionsPerHost: Int = 64,
        maxBodySize: Int = 16 << 20
    ) {
        self.timeout = timeout
        self.retriesIdempotentRequests = retriesIdempotentRequests
        self.maxBodySize = maxBodySize
        var pool = AsyncHTTPClient.HTTPClient.Configuration.ConnectionPool(
            idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: max(1, maxConnectionsPerHost))
        // A refused connection fails the requests waiting for a connection at once, as
        // `.unreachable`, so the app serves its cache right away instead of retrying the connection
        // until the deadline (the API is on this machine: a refusal means it is down, not flaky).
        pool.retryConnectionEstablishment = false
        let configuration = AsyncHTTPClient.HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            // A request may wait for a connection of the pool as long as it may take in all: under
            // load (logins queued for their password check) every pooled connection can be busy.
            timeout: .init(connect: Self.timeAmount(timeout), read: Self.timeAmount(timeout)),
            connectionPool: pool,
            decompression: .disabled
        )
        client = AsyncHTTPClient.HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration)
    }

    deinit {
        // Closes the pool's connections; the AsyncHTTPClient client keeps itself alive until done.
        client.shutdown { _ in }
    }

    /// Sends `request`; see ``HTTPClient/send(_:)``.
    public func send(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse {
        try await send(request, tryingAgain: retriesIdempotentRequests, attempt: sendOnce)
    }

    /// Sends `request` once.
    private func sendOnce(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse {
        var outgoing = AsyncHTTPClient.HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers {
            outgoing.headers.add(name: name, value: value)
        }
        if let body = request.body {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        do {
            let deadline = NIODeadline.now() + Self.timeAmount(timeout)
            let response = try await client.execute(outgoing, deadline: deadline)
            let body = try await response.body.collect(upTo: maxBodySize)
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            }
            return HTTPClientResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw Task.isCancelled ? .cancelled : Self.serviceError(error)
        }
    }

    /// The service error for an AsyncHTTPClient or NIO error.
    static func serviceError(_ error: any Error) -> ServiceError {
        switch error {
        case is CancellationError:
            return .cancelled
        case let error as HTTPClientError:
            if error == .cancelled {
                return .cancelled
            }
            if error == .deadlineExceeded || error == .readTimeout || error == .writeTimeout || error == .getConnectionFromPoolTimeout {
                return .timeout
            }
            if error == .bodyLengthMismatch {
                return .invalidResponse("The answer's body did not have the length its head gave.")
            }
            // Connect timeout, connection closed, pool timeout, shut down, …
            return .unreachable
        case is NIOTooManyBytesError:
            return .invalidResponse("The answer was larger than the client reads.")
        case is HTTPParserError:
            return .invalidResponse("The answer was not valid HTTP: \(error).")
        default:
            // Connection refused, reset, host not found, …
            return .unreachable
        }
    }

    /// `duration` as NIO counts time.
    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
