import Foundation
import ViperKit

/// A ``Navigator`` for tests: keeps a stack of modules as a navigation controller would (and, once
/// tabs are shown, one stack per tab as a tab bar controller would), holds them strongly while
/// shown and lets go of them when closed, and records every call.
///
/// Every module it shows gets this navigator, so `push` and `present` act on the selected tab's
/// stack (the web shell gives each tab's modules their own stack); `pop` and `dismiss` act on
/// whichever stack holds the view.
@MainActor
public final class RecordingNavigator: Navigator {
    /// One navigation call, as recorded.
    public enum Call: Equatable, Sendable {
        /// `push`, with the pushed module's route.
        case push(Route)
        /// `present`, with the presented module's route.
        case present(Route)
        /// `pop`, with the closed module's route.
        case pop(Route)
        /// `dismiss`, with the closed module's route.
        case dismiss(Route)
        /// `replaceRoot`, with the new root's route.
        case replaceRoot(Route)
        /// `open`, with the URL.
        case open(URL)
        /// `showTabs`, with the tabs' root routes in order.
        case showTabs([Route])
        /// `selectTab`, with the tab's root route.
        case selectTab(Route)
    }

    /// Every call, in order.
    public private(set) var calls: [Call] = []
    /// The root stack, bottom first (the tab container alone once tabs are shown).
    public private(set) var stack: [Module] = []
    /// The URLs opened outside the app.
    public private(set) var openedURLs: [URL] = []
    /// The tabs shown, in order; empty until ``showTabs(_:in:)``.
    public private(set) var tabs: [TabItem] = []
    /// The index of the selected tab, once tabs are shown.
    public private(set) var selectedTab: Int?
    /// The view of the tab container, while tabs are shown.
    public private(set) weak var container: ModuleView?
    private var tabStacks: [[Module]] = []

    /// Told of every call as it is recorded (a ``ModuleTestStore`` orders them with screen changes).
    var onCall: ((Call) -> Void)?

    /// Creates an empty navigator.
    public init() {}

    /// The stack shown: the selected tab's, or the root stack when there are no tabs.
    public var visibleStack: [Module] {
        selectedTab.map { tabStacks[$0] } ?? stack
    }

    /// The module on top of the stack shown, if any.
    public var top: Module? { visibleStack.last }

    /// The stack of the tab whose root route is `route` (empty if it was never selected).
    public func tabStack(_ route: Route) -> [Module] {
        tabs.firstIndex { $0.route == route }.map { tabStacks[$0] } ?? []
    }

    /// Every module held, root stack first, then each tab's stack.
    public var allModules: [Module] { stack + tabStacks.flatMap { $0 } }

    /// Places `module` as the only one, as an app's first screen (not recorded as a call), and
    /// sends it ``ViewEvent/load`` unless `loading` is `false` (a test then sends it itself).
    public func show(_ module: Module, loading: Bool = true) {
        stack = [module]
        module.view.navigator = self
        if loading { module.view.handle(.load) }
    }

    /// Closes every module held, as a window closing would: their work is cancelled and the
    /// navigator lets go of them (not recorded as a call).
    func closeAll() {
        for module in allModules { module.activity.cancelAll() }
        stack = []
        tabStacks = []
        tabs = []
        selectedTab = nil
        container = nil
    }

    public func push(_ module: Module) {
        record(.push(module.route))
        place(module)
    }

    public func present(_ module: Module) {
        record(.present(module.route))
        place(module)
    }

    public func pop(_ view: ModuleView) {
        if let route = close(view) { record(.pop(route)) }
    }

    public func dismiss(_ view: ModuleView) {
        if let route = close(view) { record(.dismiss(route)) }
    }

    public func replaceRoot(with module: Module) {
        record(.replaceRoot(module.route))
        for old in allModules { old.activity.cancelAll() }
        stack = []
        tabStacks = []
        tabs = []
        selectedTab = nil
        container = nil
        place(module)
    }

    public func open(_ url: URL) {
        record(.open(url))
        openedURLs.append(url)
    }

    public func showTabs(_ tabs: [TabItem], in container: ModuleView) {
        record(.showTabs(tabs.map(\.route)))
        guard stack.first?.view === container, !tabs.isEmpty else { return }
        self.tabs = tabs
        self.container = container
        tabStacks = Array(repeating: [], count: tabs.count)
        select(0)
    }

    public func selectTab(_ route: Route) {
        record(.selectTab(route))
        if let index = tabs.firstIndex(where: { $0.route == route }) { select(index) }
    }

    /// Closes the top module of the stack shown, as a back button does. Returns its parts for a
    /// leak check.
    @discardableResult
    public func popTop() -> ModuleParts? {
        guard let top else { return nil }
        close(top.view)
        return top.parts
    }

    private func record(_ call: Call) {
        calls.append(call)
        onCall?(call)
    }

    private func select(_ index: Int) {
        let changed = selectedTab != index
        selectedTab = index
        if let top = tabStacks[index].last {
            if changed { top.view.handle(.appear) }
        } else if let root = try? tabs[index].makeRoot() {
            place(root)
        }
    }

    private func place(_ module: Module) {
        if let selectedTab {
            tabStacks[selectedTab].append(module)
        } else {
            stack.append(module)
        }
        module.view.navigator = self
        module.view.handle(.load)
    }

    @discardableResult
    private func close(_ view: ModuleView) -> Route? {
        for tab in tabStacks.indices {
            if let index = tabStacks[tab].firstIndex(where: { $0.view === view }) {
                let route = tabStacks[tab][index].route
                for closed in tabStacks[tab][index...] { closed.activity.cancelAll() }
                tabStacks[tab].removeSubrange(index...)
                tabStacks[tab].last?.view.handle(.appear)
                return route
            }
        }
        guard let index = stack.firstIndex(where: { $0.view === view }) else { return nil }
        let route = stack[index].route
        for closed in stack[index...] { closed.activity.cancelAll() }
        stack.removeSubrange(index...)
        stack.last?.view.handle(.appear)
        return route
    }
}
