import Foundation
import ViperKit

/// What the terminal host draws around a module's ``Screen``, from the navigation state the host
/// core keeps: Back, a modal's look, the tab bar with the tab container's buttons, a link a module
/// asked to open, and the language. The web shell's `PageContext`, without URLs.
struct TerminalChrome: Sendable, Equatable {
    /// Whether the screen was pushed over another, so Back (and Esc) go to it.
    var canGoBack: Bool
    /// Whether the screen was presented modally: no Back (the module dismisses itself), and the
    /// tab bar and language switch wait until it is closed, as in the web shell.
    var isModal: Bool
    /// The tabs' titles, in order; empty when the app shows no tabs.
    var tabTitles: [String]
    /// The index of the selected tab in ``tabTitles``.
    var selectedTab: Int
    /// The tab container's own buttons (such as Log out), drawn in the tab bar; pressing one is
    /// sent to the container's view, not to the screen on top.
    var tabActions: [ScreenAction]
    /// A URL a module asked to open (`tel:`, `mailto:`), shown, never opened; `nil` for none.
    var externalLink: URL?
    /// The language the host's own words are in.
    var language: Language

    /// Creates the chrome; everything but the language starts absent.
    init(
        canGoBack: Bool = false,
        isModal: Bool = false,
        tabTitles: [String] = [],
        selectedTab: Int = 0,
        tabActions: [ScreenAction] = [],
        externalLink: URL? = nil,
        language: Language = .english
    ) {
        self.canGoBack = canGoBack
        self.isModal = isModal
        self.tabTitles = tabTitles
        self.selectedTab = selectedTab
        self.tabActions = tabActions
        self.externalLink = externalLink
        self.language = language
    }

    /// Whether Back is drawn and Esc goes back: pushed, and not modal.
    var showsBack: Bool { canGoBack && !isModal }

    /// The language the switch (`L`) changes to: the next one the app speaks.
    var otherLanguage: Language {
        let all = Language.all
        let index = all.firstIndex(of: language) ?? 0
        return all[(index + 1) % all.count]
    }
}
