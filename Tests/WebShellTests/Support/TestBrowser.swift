import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A browser for tests: keeps the session cookie by hand, never follows redirects and reads the
/// CSRF token from the last page it got.
@MainActor
final class TestBrowser {
    let base: URL
    /// The session cookie sent, `name=value`.
    var cookie: String?
    /// The device cookie sent, `name=value`.
    var deviceCookie: String?
    /// The CSRF token of the last page that had forms.
    var csrfToken: String?
    /// The `Accept-Language` header sent, if any.
    var acceptLanguage: String?
    private let session: URLSession

    init(base: URL) {
        self.base = base
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.timeoutIntervalForRequest = 20
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    /// The session id in the cookie.
    var sessionID: String? {
        cookie.map { String($0.drop { $0 != "=" }.dropFirst()) }
    }

    /// GETs `pathAndQuery`.
    @discardableResult
    func get(_ pathAndQuery: String) async throws -> TestResponse {
        try await send(URLRequest(url: url(pathAndQuery)))
    }

    /// Sends a request with `method` and no body to `pathAndQuery`.
    @discardableResult
    func send(_ method: String, _ pathAndQuery: String) async throws -> TestResponse {
        var request = URLRequest(url: url(pathAndQuery))
        request.httpMethod = method
        return try await send(request)
    }

    /// POSTs `fields` (form-encoded) to `path`; with `csrf`, the page's token is added first.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], csrf: Bool = true) async throws -> TestResponse {
        var all = fields
        if csrf, let csrfToken { all.insert(("_csrf", csrfToken), at: 0) }
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await post(path, body: body)
    }

    /// POSTs a raw body to `path`.
    @discardableResult
    func post(_ path: String, body: String, contentType: String = "application/x-www-form-urlencoded") async throws -> TestResponse {
        var request = URLRequest(url: url(path))
        request.httpMethod = "POST"
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(body.utf8)
        return try await send(request)
    }

    private func send(_ request: URLRequest) async throws -> TestResponse {
        var request = request
        let cookies = [cookie, deviceCookie].compactMap { $0 }
        if !cookies.isEmpty { request.setValue(cookies.joined(separator: "; "), forHTTPHeaderField: "Cookie") }
        if let acceptLanguage { request.setValue(acceptLanguage, forHTTPHeaderField: "Accept-Language") }
        let (data, response) = try await session.data(for: request)
        let answer = TestResponse(data: data, response: response)
        for setCookie in answer.setCookies {
            guard let pair = setCookie.split(separator: ";").first.map(String.init) else { continue }
            if pair.hasPrefix("viper_device=") { deviceCookie = pair } else { cookie = pair }
        }
        if let token = answer.csrfToken { csrfToken = token }
        return answer
    }

    private func url(_ pathAndQuery: String) -> URL {
        URL(string: base.absoluteString + pathAndQuery)!
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
