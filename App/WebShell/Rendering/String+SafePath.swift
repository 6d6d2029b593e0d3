import Foundation

extension String {
    /// The path made safe for a `Location` header or an `href` pointing inside the app: characters
    /// a path may not hold are percent-encoded (existing escapes are kept) and leading slashes are
    /// collapsed into one, so `//other.host` cannot turn into a link to another site.
    var safeAppPath: String {
        let encoded = addingPercentEncoding(withAllowedCharacters: Self.appPathAllowed) ?? "/"
        return "/" + encoded.drop { $0 == "/" }
    }

    /// The characters an in-app path may hold unescaped: a URL path's, plus `%` for escapes
    /// already made.
    private static let appPathAllowed = CharacterSet.urlPathAllowed.union(CharacterSet(charactersIn: "%"))
}
