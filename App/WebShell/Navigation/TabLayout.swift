import ViperKit

/// A session's tabs once its root module made itself a tab container: the tabs, one stack per
/// tab and which one is selected.
@MainActor
struct TabLayout {
    /// The tabs, in order.
    let items: [TabItem]
    /// One stack per tab, in the same order; a tab's stack is empty until it is first selected.
    let stacks: [WebStack]
    /// The index of the selected tab.
    var selected: Int
    /// For tabs not shown since a language switch closed them, the screens their stack held
    /// (root first), built again when the tab is next selected.
    var pending: [Int: [(path: String, presentation: Presentation)]] = [:]

    /// The selected tab's stack.
    var selectedStack: WebStack { stacks[selected] }

    /// The index of the tab whose root route is `path`, if any.
    func index(ofRoot path: String) -> Int? {
        items.firstIndex { $0.route.path == path }
    }

    /// The links of the tab bar: a tab's link leads to where its stack was left, the selected
    /// tab's to its root (as tapping the selected tab in UIKit pops to the root).
    var links: [TabLink] {
        items.indices.map { index in
            let isSelected = index == selected
            let left = stacks[index].top?.route.path ?? pending[index]?.last?.path
            let path = isSelected ? items[index].route.path : (left ?? items[index].route.path)
            return TabLink(title: items[index].title, path: path, isSelected: isSelected)
        }
    }
}
