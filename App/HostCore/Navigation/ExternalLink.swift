import Foundation

/// A URL outside the app that a module asked to open: only `tel:`, `mailto:`, `http:` and
/// `https:`. Hosts show it (a link, a line of text, the system's sheet) and word it by its
/// ``kind``; anything else (`javascript:`, `data:`, `file:`) is refused, so a module cannot
/// inject script.
public struct ExternalLink: Sendable, Equatable {
    /// What a link does, for a host to word it.
    public enum Kind: Sendable, Equatable {
        /// Calls a phone number (`tel:`).
        case call(number: String)
        /// Writes an e-mail to an address (`mailto:` with a recipient).
        case email(address: String)
        /// Shares a text (`mailto:` with a subject and no recipient): a share sheet where the host
        /// has one, an e-mail draft otherwise.
        case share(title: String, text: String)
        /// Opens a web page.
        case web
    }

    /// The schemes a module may link to.
    public static let allowedSchemes: Set<String> = ["tel", "mailto", "http", "https"]

    /// The URL.
    public let url: URL

    /// The link to `url`, or `nil` if its scheme is not allowed.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), Self.allowedSchemes.contains(scheme) else { return nil }
        self.url = url
    }

    /// What the link does.
    public var kind: Kind {
        let text = url.absoluteString
        switch url.scheme?.lowercased() {
        case "tel":
            return .call(number: Self.decoded(text.dropFirst(4)))
        case "mailto":
            if let components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.path.isEmpty,
                let subject = components.queryItems?.first(where: { $0.name == "subject" })?.value
            {
                return .share(title: subject, text: components.queryItems?.first { $0.name == "body" }?.value ?? "")
            }
            return .email(address: Self.decoded(text.dropFirst(7)))
        default:
            return .web
        }
    }

    private static func decoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}
