import Foundation

/// What a frame of the terminal host is drawn from, besides the interaction's own state: the
/// screen on top and how many times it changed, the tab container's screen (its buttons), the
/// selected tab, the link shown, the language and the terminal's size. While it stays the same and
/// no key came, the frame would be the same, so the frame clock draws nothing: an idle app costs
/// a comparison every tick, not a frame.
struct FrameSignature: Equatable {
    /// The view on top.
    let view: ObjectIdentifier
    /// How many times its screen changed.
    let revision: Int
    /// How many times the tab container's screen changed, while tabs show.
    let containerRevision: Int?
    /// The selected tab, while tabs show.
    let selectedTab: Int?
    /// The external link shown.
    let link: URL?
    /// The language's code.
    let language: String
    /// The terminal's size.
    let size: TerminalSize
}
