import Domain
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A raw `POST /api/orders` sent with plain URLSession, to see the exact status and body.
struct OrderPost: Sendable {
    /// The `Idempotency-Key` header, none when `nil`.
    let key: String?
    /// The body.
    let body: String

    /// A post of `request` under `key`.
    init(key: String?, _ request: CreateOrderRequest) throws {
        self.key = key
        self.body = String(decoding: try APIJSON.encoder().encode(request), as: UTF8.self)
    }

    /// A post of a raw body under `key`.
    init(key: String?, body: String) {
        self.key = key
        self.body = body
    }

    /// Sends the post to `baseURL` as `token` and returns the status, the body as an order or an
    /// error body.
    func send(to baseURL: URL, token: String?) async throws -> (status: Int, order: Order?, error: APIErrorBody?) {
        var request = URLRequest(url: baseURL.appendingPathComponent("api/orders"))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let key {
            request.setValue(key, forHTTPHeaderField: "Idempotency-Key")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = try #require(response as? HTTPURLResponse).statusCode
        return (status, try? APIJSON.decoder().decode(Order.self, from: data), try? APIJSON.decoder().decode(APIErrorBody.self, from: data))
    }
}
