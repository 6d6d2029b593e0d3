import Foundation

/// An HTTP response as ``HTTPClient`` returns it.
public struct HTTPClientResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// The header fields, by name.
    public var headers: [String: String]
    /// The body (empty when there is none).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
