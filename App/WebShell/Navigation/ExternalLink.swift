import Foundation
import ViperKit

/// A URL outside the app that a page may link to: only `tel:`, `mailto:`, `http:` and `https:`.
/// Anything else (`javascript:`, `data:`, `file:`) is refused, so a module cannot inject script.
struct ExternalLink: Sendable, Equatable {
    /// The schemes a page may link to.
    static let allowedSchemes: Set<String> = ["tel", "mailto", "http", "https"]

    /// The URL.
    let url: URL

    /// The link to `url`, or `nil` if its scheme is not allowed.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), Self.allowedSchemes.contains(scheme) else { return nil }
        self.url = url
    }

    /// The URL as written in an `href`.
    var href: String { url.absoluteString }

    /// What a link to it says in `words`' language, for example "Call +1 555 0100".
    func label(in words: StringTable) -> String {
        let text = url.absoluteString
        switch url.scheme?.lowercased() {
        case "tel":
            return words.format("shell.link.call", String(text.dropFirst(4)).removingPercentEncoding ?? String(text.dropFirst(4)))
        case "mailto":
            return words.format("shell.link.email", String(text.dropFirst(7)).removingPercentEncoding ?? String(text.dropFirst(7)))
        default:
            return words.format("shell.link.open", text)
        }
    }
}
