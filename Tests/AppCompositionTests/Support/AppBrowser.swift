import Foundation
import ViperKitTesting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A browser for the app's HTTP tests: keeps the session cookie, never follows redirects and
/// reads the CSRF token from the last page it got.
final class AppBrowser: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    /// One answer: status, where a redirect leads, the session cookie it set, the body.
    struct Answer {
        let status: Int
        let location: String?
        let setCookie: String?
        let body: String
    }

    private let base: URL
    /// The session cookie sent (`viper_session=…`), as the last answer that set one left it.
    var cookie: String?
    /// The CSRF token posts carry, as the last page that drew a form left it.
    var csrfToken: String?
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpCookieStorage = nil
        configuration.timeoutIntervalForRequest = 20
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    init(base: URL) {
        self.base = base
    }

    /// GETs `path`.
    func get(_ path: String) async throws -> Answer {
        try await send(URLRequest(url: URL(string: base.absoluteString + path)!))
    }

    /// POSTs `fields` and the page's CSRF token to `path`.
    func post(_ path: String, _ fields: [(String, String)]) async throws -> Answer {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let all = [("_csrf", csrfToken ?? "")] + fields
        request.httpBody = Data(
            all.map { name, value in
                "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
            }.joined(separator: "&").utf8)
        return try await send(request)
    }

    /// Signs in as a person would on a busy machine: opens /login, posts the form, and waits until
    /// /items answers. A login that takes longer than the shell waits shows "Logging in…", which
    /// this browser reloads; one that ended without signing in (its API call timed out, or the
    /// server was too busy to check the password) shows the form again, and it posts again.
    func signIn(as username: String, password: String, limit: Duration = .seconds(120)) async throws {
        _ = try await get("/login")
        var posted = false
        try await eventually("the login of \(username) to finish", limit: limit) {
            if posted, try await get("/items").status == 200 { return true }
            // Posted again only when /login draws its form with no login running: a login that
            // ended signed in meanwhile redirects from /login instead.
            let formBack: Bool
            if posted {
                let login = try await get("/login")
                formBack = login.status == 200 && !login.body.contains("Logging in…")
            } else {
                formBack = true
            }
            if formBack {
                posted = true
                _ = try await post("/login", [("_event", "action:login"), ("username", username), ("password", password)])
            }
            return false
        }
    }

    /// Closes the browser's connections; it sends nothing after.
    func close() {
        session.invalidateAndCancel()
    }

    private func send(_ request: URLRequest) async throws -> Answer {
        var request = request
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        let setCookie = http?.value(forHTTPHeaderField: "Set-Cookie")?.split(separator: ";").first.map(String.init)
        if let setCookie { cookie = setCookie }
        let body = String(decoding: data, as: UTF8.self)
        if let range = body.range(of: #"name="_csrf" value=""#) {
            let rest = body[range.upperBound...]
            csrfToken = rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        return Answer(status: http?.statusCode ?? 0, location: http?.value(forHTTPHeaderField: "Location"), setCookie: setCookie, body: body)
    }

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
