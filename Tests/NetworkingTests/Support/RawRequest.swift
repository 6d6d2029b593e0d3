import Domain
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request sent with plain URLSession, bypassing `APIClient`, to see exactly what
/// the server answers.
struct RawRequest: Sendable, CustomStringConvertible {
    /// The HTTP method.
    let method: String
    /// The path and query, e.g. `/api/items?limit=abc`.
    let target: String
    /// The body, if any.
    let body: String?

    var description: String {
        "\(method) \(target)" + (body.map { " \($0)" } ?? "")
    }

    /// Sends the request to `baseURL` with `token` as bearer and returns the status, the body,
    /// and the body decoded as an error body, if it is one.
    /// The answer's header fields, by name.
    func headers(from baseURL: URL, token: String?) async throws -> [String: String] {
        let (_, response) = try await URLSession.shared.data(for: urlRequest(baseURL: baseURL, token: token))
        let fields = try #require(response as? HTTPURLResponse).allHeaderFields
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in fields { headers[name] = value }
        return headers
    }

    func send(to baseURL: URL, token: String?) async throws -> (status: Int, error: APIErrorBody?, data: Data) {
        let (data, response) = try await URLSession.shared.data(for: urlRequest(baseURL: baseURL, token: token))
        let status = try #require(response as? HTTPURLResponse).statusCode
        return (status, try? APIJSON.decoder().decode(APIErrorBody.self, from: data), data)
    }

    private func urlRequest(baseURL: URL, token: String?) throws -> URLRequest {
        let url = try #require(URL(string: target, relativeTo: baseURL))
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
