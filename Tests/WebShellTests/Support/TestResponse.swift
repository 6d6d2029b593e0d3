import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP answer as a test sees it.
struct TestResponse: Sendable {
    let status: Int
    let headers: [String: String]
    let body: String

    init(data: Data, response: URLResponse) {
        let http = response as? HTTPURLResponse
        status = http?.statusCode ?? 0
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        self.headers = headers
        body = String(decoding: data, as: UTF8.self)
    }

    /// The value of header `name` (case-insensitive).
    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Each `Set-Cookie` value (Foundation joins repeated headers with ", "; the shell's cookies
    /// hold no comma of their own).
    var setCookies: [String] {
        header("Set-Cookie").map { $0.components(separatedBy: ", ") } ?? []
    }

    /// Where a redirect leads.
    var location: String? { header("Location") }

    /// The CSRF token of the page's forms.
    var csrfToken: String? {
        guard let range = body.range(of: #"name="_csrf" value=""#) else { return nil }
        let rest = body[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Whether the body contains `text`.
    func contains(_ text: String) -> Bool {
        body.contains(text)
    }
}
