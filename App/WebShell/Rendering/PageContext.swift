import HostCore
import ViperKit

/// What a screen's page needs besides the screen: where its forms post, how the module was shown
/// and whether the page must refresh itself. The per-response values (CSP nonce, CSRF token) are
/// not here: the page leaves holes for them (``PageTemplate``).
struct PageContext: Sendable {
    /// The app's name, after the screen's title in `<title>`.
    let appName: String
    /// The screen's route path: its URL, and where its forms post.
    let path: String
    /// How the module was shown (a modal page is drawn as a dialog without Back).
    let presentation: Presentation
    /// Whether the page offers Back (the module was pushed over another).
    let canGoBack: Bool
    /// The tab bar's links, when the session shows tabs; empty otherwise.
    let tabs: [TabLink]
    /// The tab container's buttons (such as Log out), drawn in the tab bar.
    let tabActions: [ScreenAction]
    /// Whether the module (or the tab container, while logging out) is still working, so the page
    /// refreshes itself every second.
    let refreshes: Bool
    /// An external URL a module asked to open, shown as a prominent link.
    let externalLink: ExternalLink?
    /// The shell's words in the session's language (Back, the pager, the language switch).
    let words: StringTable

    /// The session's language.
    var language: Language { words.language }

    /// Whether a page drawn in `other` is the page this context draws of the same screen, so it can
    /// be sent again (see ``KeptPage``). It compares every field that changes what is drawn; a
    /// context with an external link never draws a page worth keeping, since the link is shown once.
    func drawsSamePage(as other: PageContext) -> Bool {
        externalLink == nil && other.externalLink == nil
            && appName == other.appName && path == other.path && presentation == other.presentation
            && canGoBack == other.canGoBack && tabs == other.tabs && tabActions == other.tabActions
            && refreshes == other.refreshes && language == other.language
    }
}
