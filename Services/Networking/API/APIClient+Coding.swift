import Domain
import Foundation

/// How the client reads and writes the API's bodies: the ServiceError an answer's status means, a
/// request's JSON, and an answer decoded (or kept with its bytes as an APIDocument).
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

    /// The answer decoded as `T`, with its bytes.
    /// - Throws: ``ServiceError/invalidResponse(_:)`` when it is not that JSON.
    static func document<T: Decodable & Sendable>(_ type: T.Type, from response: HTTPClientResponse) throws(ServiceError) -> APIDocument<T> {
        APIDocument(value: try decode(T.self, from: response), body: response.body)
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
