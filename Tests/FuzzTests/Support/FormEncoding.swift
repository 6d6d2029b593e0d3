import Foundation

/// Writes `application/x-www-form-urlencoded` bodies, as a browser does.
enum FormEncoding {
    /// The characters left as they are: RFC 3986's unreserved set.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    /// `text` percent-encoded as UTF-8, only unreserved characters left as they are.
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// The body for `fields`, in order.
    static func body(_ fields: [(String, String)]) -> [UInt8] {
        Array(fields.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&").utf8)
    }
}
