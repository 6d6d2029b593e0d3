import NIOCore
import ViperKit

/// A screen drawn as the shell draws its page, with a fixed nonce and form token, so the same
/// screen is the same bytes every time: what the gallery shows and the snapshot tests record.
@_spi(Previews)
public enum ScreenPage {
    /// The page of `screen` at `path` in `language`, titled after `appName`.
    public static func html(_ screen: Screen, path: String, language: Language, appName: String = "Gallery") -> String {
        let context = PageContext(
            appName: appName,
            path: path,
            presentation: .push,
            canGoBack: false,
            tabs: [],
            tabActions: [],
            refreshes: false,
            externalLink: nil,
            words: .shell(language)
        )
        let bytes = ScreenRenderer.page(screen, context: context).filled(nonce: nonce, csrfToken: "preview-form-token")
        return String(buffer: bytes)
    }

    /// The nonce of every preview page's stylesheet and script, which a gallery serving the pages
    /// names in its Content-Security-Policy.
    public static let nonce = "preview-nonce"
}
