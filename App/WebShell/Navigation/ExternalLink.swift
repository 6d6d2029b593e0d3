import Foundation
import ViperKit

/// A URL outside the app that a page may link to: only `tel:`, `mailto:`, `http:` and `https:`. A
/// `mailto:` with a subject and no recipient is a share: the page offers the browser's share sheet
/// where it has one, and the e-mail draft otherwise.
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

    /// What a `mailto:` link with no recipient shares (`mailto:?subject=…&body=…`): its subject as
    /// the title and its body as the text, for the browser's share sheet where it has one; `nil`
    /// for any other link.
    var share: (title: String, text: String)? {
        guard url.scheme?.lowercased() == "mailto", let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.path.isEmpty, let subject = components.queryItems?.first(where: { $0.name == "subject" })?.value
        else { return nil }
        return (subject, components.queryItems?.first { $0.name == "body" }?.value ?? "")
    }

    /// What a link to it says in `words`' language, for example "Call +1 555 0100".
    func label(in words: StringTable) -> String {
        let text = url.absoluteString
        switch url.scheme?.lowercased() {
        case "tel":
            return words.format("shell.link.call", String(text.dropFirst(4)).removingPercentEncoding ?? String(text.dropFirst(4)))
        case "mailto" where share != nil:
            return words.format("shell.link.share", share?.title ?? "")
        case "mailto":
            return words.format("shell.link.email", String(text.dropFirst(7)).removingPercentEncoding ?? String(text.dropFirst(7)))
        default:
            return words.format("shell.link.open", text)
        }
    }
}
