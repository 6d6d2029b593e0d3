/// One link of a page's tab bar.
struct TabLink: Sendable, Equatable {
    /// The tab's title.
    let title: String
    /// Where the link leads: the screen the tab's stack shows, or its root for the selected tab.
    let path: String
    /// Whether this is the selected tab (`aria-current="page"`).
    let isSelected: Bool
}
