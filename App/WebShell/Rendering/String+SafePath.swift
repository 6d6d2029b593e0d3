import Foundation

extension String {
    /// The path made safe for a `Location` header or an `href` pointing inside the app: characters
    /// a path may not hold are percent-encoded (existing escapes are kept) and leading slashes are
    /// collapsed into one, so `//other.host` cannot turn into a link to another site.
    ///
    /// A path that is already safe (one leading slash, every byte one a path may hold, as the
    /// app's own routes are) is itself: every page writes a few of them (its forms' actions, the
    /// tab bar's links), and Foundation's percent-encoding goes through `NSString` on Linux.
    var safeAppPath: String {
        let bytes = utf8
        if bytes.first == UInt8(ascii: "/"), bytes.dropFirst().first != UInt8(ascii: "/"), bytes.allSatisfy(Self.isAllowedInAppPath) {
            return self
        }
        let encoded = addingPercentEncoding(withAllowedCharacters: Self.appPathAllowed) ?? "/"
        return "/" + encoded.drop { $0 == "/" }
    }

    /// The characters an in-app path may hold unescaped: a URL path's, plus `%` for escapes
    /// already made.
    private static let appPathAllowed = CharacterSet.urlPathAllowed.union(CharacterSet(charactersIn: "%"))

    /// Whether `byte` is an ASCII character of ``appPathAllowed``: a letter, a digit, or one of
    /// `-._~!$&'()*+,=:@/%` (Foundation's `urlPathAllowed`, which leaves out `;`, and `%`).
    private static func isAllowedInAppPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            true
        default:
            Self.allowedPunctuation.contains(byte)
        }
    }

    /// The punctuation ``appPathAllowed`` holds.
    private static let allowedPunctuation = Set("-._~!$&'()*+,=:@/%".utf8)
}
