import ViperKit

/// A window's tabs once its root module made itself a tab container: the tabs, one stack per
/// tab and which one is selected.
@MainActor
public struct TabLayout {
    /// The tabs, in order.
    public let items: [TabItem]
    /// One stack per tab, in the same order; a tab's stack is empty until it is first selected.
    public let stacks: [ModuleStack]
    /// The index of the selected tab.
    public internal(set) var selected: Int

    /// The selected tab's stack.
    public var selectedStack: ModuleStack { stacks[selected] }

    /// The index of the tab whose root route is `path`, if any.
    public func index(ofRoot path: String) -> Int? {
        items.firstIndex { $0.route.path == path }
    }

    /// The path of the screen tab `index` shows now: the top of its stack, the top screen a
    /// language switch left unbuilt on it, or its root.
    public func shownPath(ofTab index: Int) -> String {
        stacks[index].top?.route.path ?? stacks[index].unbuilt.last?.path ?? items[index].route.path
    }
}
