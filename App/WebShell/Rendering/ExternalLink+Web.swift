import HostCore
import ViperKit

extension ExternalLink {
    /// The URL as written in an `href`.
    var href: String { url.absoluteString }

    /// What a `mailto:` link with no recipient shares, for the browser's share sheet where it has
    /// one (the e-mail draft otherwise); `nil` for any other link.
    var share: (title: String, text: String)? {
        guard case .share(let title, let text) = kind else { return nil }
        return (title, text)
    }

    /// What a link to it says in `words`' language, for example "Call +1 555 0100".
    func label(in words: StringTable) -> String {
        switch kind {
        case .call(let number): words.format("shell.link.call", number)
        case .email(let address): words.format("shell.link.email", address)
        case .share(let title, _): words.format("shell.link.share", title)
        case .web: words.format("shell.link.open", url.absoluteString)
        }
    }
}
