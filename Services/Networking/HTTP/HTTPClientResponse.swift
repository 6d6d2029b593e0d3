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

    /// The value of header field `name`, whatever the case of its name in ``headers``: a field's
    /// name is case-insensitive, and the transports keep names as the server wrote them
    /// (``EventLoopHTTPClient``) or as their platform spells them (``URLSessionHTTPClient``).
    func value(forHeader name: String) -> String? {
        if let value = headers[name] {
            return value
        }
        let lowercased = name.lowercased()
        return headers.first { $0.key.lowercased() == lowercased }?.value
    }
}
