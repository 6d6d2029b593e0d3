import Networking
import Testing

/// The two ``HTTPClient``s: the same failures must give the same typed errors through either.
enum Transport: String, CaseIterable, CustomTestStringConvertible {
    case eventLoop = "AsyncHTTPClient"
    case urlSession = "URLSession"

    /// A client of this kind with `timeout`.
    func client(timeout: Duration = .seconds(10)) -> any HTTPClient {
        switch self {
        case .eventLoop: EventLoopHTTPClient(timeout: timeout)
        case .urlSession: URLSessionHTTPClient(timeout: timeout)
        }
    }

    var testDescription: String { rawValue }
}
