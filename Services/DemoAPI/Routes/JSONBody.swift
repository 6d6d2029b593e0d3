import Domain
import Foundation
import Hummingbird

/// Encodes and decodes the JSON of the demo API with ``APIJSON``'s settings.
enum JSONBody {
    /// The largest request body the API reads.
    static let maxBodySize = 64 * 1024

    /// A response whose body is `value` as JSON.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try APIJSON.encoder().encode(value)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }

    /// The request's body decoded as `type`.
    /// - Throws: ``APIFailure`` 400 `invalid_request` when the body is too large or not that JSON.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, expected: String) async throws(APIFailure) -> T {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: maxBodySize)
        } catch {
            throw .invalidRequest("The request body must be at most \(maxBodySize) bytes of JSON.")
        }
        do {
            return try APIJSON.decoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch {
            throw .invalidRequest("The request body must be JSON like \(expected).")
        }
    }
}
