import Foundation
import ViperKit

/// A URL outside the app, as the terminal shows it: only `tel:`, `mailto:`, `http:` and `https:`
/// (the web shell's rule), worded "Call …", "Email …", "Share “…”" or "Open …". A terminal cannot
/// dial or write mail, so the link is shown and never opened.
struct TerminalLink: Sendable, Equatable {
    /// The schemes shown as links.
    static let allowedSchemes: Set<String> = ["tel", "mailto", "http", "https"]

    /// The URL.
    let url: URL

    /// The link to `url`, or `nil` if its scheme is not one a link may have.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), Self.allowedSchemes.contains(scheme) else { return nil }
        self.url = url
    }

    /// What a `mailto:` link with no recipient shares: its subject as the title and its body as
    /// the text; `nil` for any other link.
    var share: (title: String, text: String)? {
        guard url.scheme?.lowercased() == "mailto", let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.path.isEmpty, let subject = components.queryItems?.first(where: { $0.name == "subject" })?.value
        else { return nil }
        return (subject, components.queryItems?.first { $0.name == "body" }?.value ?? "")
    }

    /// What the link says in `words`' language, for example "Call +1 555 0100".
    func label(in words: StringTable) -> String {
        let text = url.absoluteString
        switch url.scheme?.lowercased() {
        case "tel":
            return words.format("terminal.link.call", Self.decoded(text.dropFirst(4)))
        case "mailto" where share != nil:
            return words.format("terminal.link.share", share?.title ?? "")
        case "mailto":
            return words.format("terminal.link.email", Self.decoded(text.dropFirst(7)))
        default:
            return words.format("terminal.link.open", text)
        }
    }

    /// `text` with its percent escapes decoded, or as it is when it has bad ones.
    private static func decoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}
