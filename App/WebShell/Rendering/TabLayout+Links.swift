import HostCore

extension TabLayout {
    /// The links of the tab bar: a tab's link leads to where its stack was left, the selected
    /// tab's to its root (as tapping the selected tab in UIKit pops to the root).
    var links: [TabLink] {
        items.indices.map { index in
            let isSelected = index == selected
            let path = isSelected ? items[index].route.path : shownPath(ofTab: index)
            return TabLink(title: items[index].title, path: path, isSelected: isSelected)
        }
    }
}
