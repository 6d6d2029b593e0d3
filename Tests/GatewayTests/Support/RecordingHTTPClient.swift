import Domain
import Foundation
import Networking
import Synchronization

/// An ``HTTPClient`` in front of another that records each request's path, the validator it sent
/// (`If-None-Match`) and the status it got, to see what a read cost on the wire.
final class RecordingHTTPClient: HTTPClient {
    /// One request and its answer.
    struct Exchange: Equatable, CustomStringConvertible {
        /// The request's path and query.
        let target: String
        /// The `If-None-Match` it sent, if any.
        let ifNoneMatch: String?
        /// The answer's status; `nil` when none came.
        let status: Int?
        /// The answer's `ETag`, if any.
        let entityTag: String?

        var description: String {
            "\(target) If-None-Match: \(ifNoneMatch ?? "-") -> \(status.map(String.init) ?? "no answer") ETag: \(entityTag ?? "-")"
        }
    }

    private let real: any HTTPClient
    private let log = Mutex<[Exchange]>([])

    /// A client sending through `real`.
    init(_ real: any HTTPClient) {
        self.real = real
    }

    /// The exchanges so far, in order.
    var exchanges: [Exchange] { log.withLock { $0 } }

    /// Forgets the exchanges so far.
    func clear() {
        log.withLock { $0 = [] }
    }

    func send(_ request: HTTPClientRequest) async throws(ServiceError) -> HTTPClientResponse {
        let target = request.url.path + (request.url.query.map { "?\($0)" } ?? "")
        let ifNoneMatch = request.headers["If-None-Match"]
        do {
            let response = try await real.send(request)
            let tag = response.headers.first { $0.key.lowercased() == "etag" }?.value
            log.withLock { $0.append(Exchange(target: target, ifNoneMatch: ifNoneMatch, status: response.status, entityTag: tag)) }
            return response
        } catch {
            log.withLock { $0.append(Exchange(target: target, ifNoneMatch: ifNoneMatch, status: nil, entityTag: nil)) }
            throw error
        }
    }
}
