import Domain

/// Sends HTTP requests; the seam between ``APIClient`` and the transport (URLSession in the app,
/// anything in tests).
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    /// - Throws: ``ServiceError/unreachable``, ``ServiceError/timeout`` or
    ///   ``ServiceError/cancelled`` when no response arrived.
    func send(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse
}
