import ViperKit

/// One state the gallery lists: its name and, for each language drawn, the page that shows it (a
/// path relative to the gallery's index).
@_spi(Previews)
public struct GalleryState: Sendable {
    /// The state's name ("a page failed").
    public let name: String
    /// The page of the state in each language drawn.
    public let pages: [(language: Language, path: String)]
    /// Where the state opens live (in a module running alone, in the browser's language), if anywhere.
    public let live: String?

    /// A state called `name` drawn on `pages`, opening live at `live`.
    public init(name: String, pages: [(language: Language, path: String)], live: String? = nil) {
        self.name = name
        self.pages = pages
        self.live = live
    }
}
