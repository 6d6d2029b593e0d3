import Foundation

extension String {
    /// The string percent-encoded for a query value (RFC 3986's unreserved characters kept).
    var formEncoded: String {
        addingPercentEncoding(withAllowedCharacters: Self.formValueAllowed) ?? ""
    }

    /// The characters a query value may hold unescaped: RFC 3986's unreserved set.
    private static let formValueAllowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )
}
