import Domain
import Foundation

/// How the client reads and writes the API's bodies: the ServiceError an answer's status means, a
/// request's JSON, and an answer decoded (or kept with its bytes and validator as an APIDocument,
/// or a conditional read's answer as an APIRevalidation).
extension APIClient {
    /// The error an answer stands for, `nil` for a 2xx answer.
    static func error(for response: HTTPClientResponse, unauthorizedMeans: ServiceError) -> ServiceError? {
        let message = { (fallback: String) -> String in
            (try? APIJSON.decoder().decode(APIErrorBody.self, from: response.body))?.message ?? fallback
        }
        switch response.status {
        case 200 ..< 300:
            return nil
        case 401:
            return unauthorizedMeans
        case 404:
            return .notFound
        case 400 ..< 500:
            return .invalidRequest(message("The server refused the request (HTTP \(response.status))."))
        case 503 where (response.value(forHeader: "Retry-After").flatMap { Int($0) } ?? 0) > 0:
            // Busy, not failed: it says when to ask again.
            return .busy(retryAfter: response.value(forHeader: "Retry-After").flatMap { Int($0) } ?? 1)
        default:
            return .server(status: response.status, message: message("The server failed (HTTP \(response.status))."))
        }
    }

    /// `value` as the API's JSON.
    static func encode(_ value: some Encodable) throws(ServiceError) -> Data {
        do {
            return try APIJSON.encoder().encode(value)
        } catch {
            throw .invalidRequest("Cannot encode the request: \(error.localizedDescription)")
        }
    }

    /// The request header that sends a kept copy's validator, asking for the value only when it
    /// changed.
    static let ifNoneMatchHeader = "If-None-Match"
    /// The answer header carrying the answer's validator.
    static let entityTagHeader = "ETag"

    /// The answer decoded as `T`, with its bytes and its validator (`ETag`), if any.
    /// - Throws: ``ServiceError/invalidResponse(_:)`` when it is not that JSON.
    static func document<T: Decodable & Sendable>(_ type: T.Type, from response: HTTPClientResponse) throws(ServiceError) -> APIDocument<T> {
        APIDocument(value: try decode(T.self, from: response), body: response.body, validator: response.value(forHeader: entityTagHeader))
    }

    /// The answer to a conditional read: ``APIRevalidation/notModified`` for a 304, otherwise the
    /// answer decoded as `T`, with its bytes and its validator.
    /// - Throws: ``ServiceError/invalidResponse(_:)`` when it is not that JSON.
    static func revalidation<T: Decodable & Sendable>(_ type: T.Type, from response: HTTPClientResponse) throws(ServiceError) -> APIRevalidation<T> {
        response.status == 304 ? .notModified : .modified(try document(T.self, from: response))
    }

    /// The answer's body decoded as `type`.
    /// - Throws: ``ServiceError/invalidResponse(_:)`` when it is not that JSON.
    static func decode<T: Decodable>(_ type: T.Type, from response: HTTPClientResponse) throws(ServiceError) -> T {
        do {
            return try APIJSON.decoder().decode(T.self, from: response.body)
        } catch {
            throw .invalidResponse("The server's answer is not a valid \(T.self): \(error.localizedDescription)")
        }
    }
}
