import Foundation

/// An HTTP request as ``HTTPClient`` sends it.
public struct HTTPClientRequest: Sendable, Equatable {
    /// The method.
    public var method: Method
    /// The absolute URL.
    public var url: URL
    /// The header fields, by name.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: Method, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
