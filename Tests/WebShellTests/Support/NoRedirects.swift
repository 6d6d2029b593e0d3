import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URLSession delegate that does not follow redirects, so tests can see the shell's 303s.
final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
