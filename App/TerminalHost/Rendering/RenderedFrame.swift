/// A frame as the text renderer drew it: its lines, the scroll offset it used (the interaction
/// keeps it for the next frame) and where the content's targets went.
struct RenderedFrame: Sendable {
    /// Exactly as many lines as the terminal has rows, none wider than it.
    var lines: [TextLine]
    /// The content's scroll offset, moved if needed to show the focus.
    var scroll: Int
    /// Where the content's targets were drawn.
    var layout: BodyLayout
}
