import Domain
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``HTTPClient`` over URLSession: every request has a timeout, cancelling the calling task
/// cancels the request, and an idempotent request whose server could not be reached is tried
/// once more (a kept-alive connection the server closed meanwhile fails that way).
public final class URLSessionHTTPClient: HTTPClient {
    /// How long a request may wait for its answer.
    public let timeout: Duration
    /// Whether idempotent requests are tried a second time after ``ServiceError/unreachable``.
    public let retriesIdempotentRequests: Bool

    private let session: URLSession

    /// A client with its own ephemeral URLSession (no cookies, no cache).
    /// - Parameters:
    ///   - timeout: How long a request may wait for its answer; 10 seconds by default.
    ///   - retriesIdempotentRequests: Whether a `GET` that could not reach the server is tried once more.
    ///   - maxConnectionsPerHost: How many connections to one server it opens at most; 64 by
    ///     default, because the app shares one client between every browser session (URLSession's
    ///     own default, 6, made every user's requests queue behind a few slow logins).
    public init(timeout: Duration = .seconds(10), retriesIdempotentRequests: Bool = true, maxConnectionsPerHost: Int = 64) {
        self.timeout = timeout
        self.retriesIdempotentRequests = retriesIdempotentRequests
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.seconds(timeout)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request`; see ``HTTPClient/send(_:)``.
    public func send(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse {
        try await send(request, tryingAgain: retriesIdempotentRequests, attempt: sendOnce)
    }

    /// Sends `request` once.
    private func sendOnce(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse {
        let urlRequest = makeURLRequest(request)
        let slot = CancellableTaskSlot()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPClientResponse, ServiceError>, Never>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(returning: Self.result(data: data, response: response, error: error))
                }
                slot.start(task)
            }
        } onCancel: {
            slot.cancel()
        }
        if Task.isCancelled {
            throw .cancelled
        }
        return try result.get()
    }

    /// The URLRequest for `request`.
    private func makeURLRequest(_ request: HTTPClientRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: Self.seconds(timeout))
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// What URLSession's completion handler received, as a response or a typed error.
    private static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPClientResponse, ServiceError> {
        if let error {
            return .failure(serviceError(error))
        }
        guard let response = response as? HTTPURLResponse else {
            return .failure(.invalidResponse("The answer was not an HTTP response."))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers[name] = value
            }
        }
        return .success(HTTPClientResponse(status: response.statusCode, headers: headers, body: data ?? Data()))
    }

    /// The service error for a URLSession transport error.
    static func serviceError(_ error: any Error) -> ServiceError {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else {
            return .unreachable
        }
        switch error.code {
        case NSURLErrorCancelled:
            return .cancelled
        case NSURLErrorTimedOut:
            return .timeout
        case NSURLErrorBadServerResponse, NSURLErrorCannotDecodeContentData, NSURLErrorCannotParseResponse,
            NSURLErrorZeroByteResource, NSURLErrorCannotDecodeRawData:
            return .invalidResponse(error.localizedDescription)
        default:
            // Cannot connect, connection lost, host not found, not connected, TLS failures, …
            return .unreachable
        }
    }

    /// `duration` in seconds, as URLSession counts time.
    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
