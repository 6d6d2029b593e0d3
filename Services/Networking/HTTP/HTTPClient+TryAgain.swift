import Domain

extension HTTPClient {
    /// Sends `request` through `attempt`, and once more when the server could not be reached and
    /// `tryAgain` allows it for a request that may be repeated (a kept-alive connection the server
    /// closed meanwhile fails that way). A task already cancelled sends nothing: ``ServiceError/cancelled``.
    /// Both clients send through it, so they retry alike.
    func send(
        _ request: HTTPClientRequest,
        tryingAgain tryAgain: Bool,
        attempt: (HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse
    ) async throws(ServiceError) -> HTTPClientResponse {
        func once() async throws(ServiceError) -> HTTPClientResponse {
            if Task.isCancelled {
                throw .cancelled
            }
            return try await attempt(request)
        }
        do {
            return try await once()
        } catch .unreachable where tryAgain && request.method.isIdempotent {
            return try await once()
        }
    }
}
