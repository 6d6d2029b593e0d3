import Foundation
import Logging
import ViperKit

/// The one owner of a browser session's navigation stacks (UIKit's window with its root view
/// controller, and a tab bar controller once there are tabs).
///
/// Without tabs it has one ``WebStack``, the root stack. Once the root module makes itself a tab
/// container (``showTabs(_:in:)``) the root stack keeps that container and every tab gets its own
/// stack; the selected tab's stack is the one shown, and each other stack stays as it was left.
///
/// Modules never see the window: a module's ``Navigator`` is the stack it is on (the tab
/// container's is the selected tab's stack), which pushes, presents, pops and dismisses on itself
/// and asks the window, once, for what is not a stack's: replacing the root, tabs and external
/// links. The shell drives the window directly (the URL's screen, Back, the tab bar, the language
/// switch). All of it runs on the main actor, as module code does.
@MainActor
final class WebWindow {
    /// The root stack: the only one without tabs, the tab container alone with tabs.
    let root: WebStack
    /// The tabs, once the root module made itself a tab container.
    private(set) var tabs: TabLayout?
    /// The external URL a module asked to open, shown as a link on the next page rendered.
    private(set) var pendingLink: ExternalLink?
    /// The path the browser is expected to load next because the shell sent it there (the redirect
    /// after a post, a page that refreshes itself while its module works), and until when: loading
    /// it is not the user coming back to the screen, so it sends no `.appear`. A window of time
    /// rather than one load, because the page script loads a redirect's target twice (its `fetch`
    /// follows the redirect, then it navigates there).
    private var followUp: (path: String, until: ContinuousClock.Instant)?
    /// How long a follow-up lasts.
    private let followUpWindow: Duration
    /// How many times the root was replaced (a login, a logout): the shell gives the session new
    /// tokens when this changes.
    private(set) var rootGeneration = 0

    /// Builds the screens a language switch left pending (see ``rebuild(using:)``).
    private var pendingBuild: ((String) throws(RouteError) -> Module)?
    /// While ``rebuild(using:)`` builds the root again: the tab to select and each tab's screens.
    private var rebuildPlan: (selected: Int, screens: [Int: [(path: String, presentation: Presentation)]])?
    private let tracker: LeakTracker
    private let leakGrace: Duration
    private let maxStackDepth: Int
    private let logger: Logger

    /// Creates an empty window whose closed modules `tracker` checks after `leakGrace`, with stacks
    /// at most `maxStackDepth` modules deep, whose follow-ups last `followUpWindow`, logging to `logger`.
    init(
        tracker: LeakTracker,
        leakGrace: Duration,
        maxStackDepth: Int = WebShellConfiguration().maxStackDepth,
        followUpWindow: Duration = WebShellConfiguration().followUpWindow,
        logger: Logger = WebShellConfiguration.quietLogger
    ) {
        self.followUpWindow = followUpWindow
        self.tracker = tracker
        self.leakGrace = leakGrace
        self.maxStackDepth = maxStackDepth
        self.logger = logger
        root = WebStack(tracker: tracker, leakGrace: leakGrace, maxDepth: maxStackDepth, logger: logger)
        root.window = self
    }

    /// The stack shown: the selected tab's, or the root stack.
    var stack: WebStack { tabs?.selectedStack ?? root }

    /// The modules of the stack shown, bottom first.
    var entries: [StackEntry] { stack.entries }

    /// The module on top of the stack shown, if any.
    var top: StackEntry? { stack.top }

    /// The view of the module on top of the stack shown, read in place (see ``WebStack/topView``).
    var topView: ModuleView? { stack.topView }

    /// The activity of the module on top of the stack shown, read in place.
    var topActivity: ModuleActivity? { stack.topActivity }

    /// Whether the top module was pushed over another, so its page offers Back.
    var canGoBack: Bool { stack.canGoBack }

    /// Keeps `page` as the last page drawn of the module whose view is `view`, if the stack shown
    /// still holds it.
    func keep(_ page: KeptPage, for view: ModuleView) {
        stack.keep(page, for: view)
    }

    /// The tab container, while tabs are shown.
    var container: StackEntry? { tabs == nil ? nil : root.entries.first }

    /// The tab container's activity, while tabs are shown, read in place.
    var containerActivity: ModuleActivity? { tabs == nil ? nil : root.bottomActivity }

    /// The index of the highest module of the stack shown whose route has `path`, if any.
    func index(ofPath path: String) -> Int? {
        stack.index(ofPath: path)
    }

    /// Where a screen at `path` is shown: its tab (`nil` for the root stack) and its index on
    /// that stack. The stack shown is searched first, then the other tabs in order.
    func locate(_ path: String) -> (tab: Int?, index: Int)? {
        guard let tabs else { return root.index(ofPath: path).map { (nil, $0) } }
        if let index = tabs.selectedStack.index(ofPath: path) { return (tabs.selected, index) }
        for (tab, stack) in tabs.stacks.enumerated() where tab != tabs.selected {
            if let index = stack.index(ofPath: path) { return (tab, index) }
        }
        // A screen a language switch left pending is where it will be once its tab is selected.
        for (tab, screens) in tabs.pending {
            if let index = screens.firstIndex(where: { $0.path == path }) { return (tab, index) }
        }
        return nil
    }

    // MARK: Asked by a stack for its module

    /// Closes every module (every tab's stack too) and shows `module` as the only one.
    func replaceRoot(with module: Module) {
        rootGeneration += 1
        closeAll()
        root.place(module, as: .root)
    }

    /// Shows `url` as a link on the next page, if it is one the shell opens.
    func open(_ url: URL) {
        if let link = ExternalLink(url) {
            pendingLink = link
        } else {
            logger.warning("refused to open \(url.absoluteString): only tel:, mailto:, http: and https: links are shown")
        }
    }

    /// Makes the root module, whose view is `container`, a tab container with a stack per tab, the
    /// first selected.
    func showTabs(_ items: [TabItem], in container: ModuleView) {
        guard root.entries.count == 1, root.entries[0].module.view === container else {
            logger.warning("refused to show tabs: only the one root module can be a tab container")
            return
        }
        guard !items.isEmpty else { return }
        closeTabs()
        let stacks = items.map { _ in
            let stack = WebStack(tracker: tracker, leakGrace: leakGrace, maxDepth: maxStackDepth, logger: logger)
            stack.window = self
            return stack
        }
        // After a language switch, the tab that was selected is selected again and every tab's
        // screens wait to be built until the tab is shown.
        let plan = rebuildPlan
        rebuildPlan = nil
        let first = plan.map { items.indices.contains($0.selected) ? $0.selected : 0 } ?? 0
        tabs = TabLayout(items: items, stacks: stacks, selected: first, pending: plan?.screens ?? [:])
        container.navigator = stacks[first]
        do {
            try selectTab(at: first)
        } catch {
            logger.error("could not build the tab at \(items[first].route): \(error)")
        }
    }

    /// Selects the tab whose root route is `route`.
    func selectTab(_ route: Route) {
        guard let index = tabs?.index(ofRoot: route.path) else { return }
        do {
            try selectTab(at: index)
        } catch {
            logger.error("could not build the tab at \(route): \(error)")
        }
    }

    // MARK: Shell operations

    /// Selects tab `index`, building its root module the first time; a tab selected again sends
    /// its top module `.appear`, as UIKit's `viewWillAppear`. The other stacks are kept, and the
    /// tab container's navigator becomes the selected tab's stack, so what it pushes lands there.
    /// - Throws: the ``RouteError`` of a root module that cannot be built (the tab stays empty).
    func selectTab(at index: Int) throws(RouteError) {
        guard var layout = tabs, layout.items.indices.contains(index) else { return }
        let changed = layout.selected != index
        layout.selected = index
        tabs = layout
        let stack = layout.stacks[index]
        container?.module.view.navigator = stack
        if let top = stack.top {
            if changed { top.module.view.handle(.appear) }
        } else {
            stack.place(try layout.items[index].makeRoot(), as: .root)
            if let screens = tabs?.pending.removeValue(forKey: index), let build = pendingBuild {
                Self.place(screens.dropFirst(), on: stack, using: build)
            }
        }
    }

    /// Goes back to the screen at `path` if a stack shows it (selecting its tab), and says whether
    /// one did: the browser's back button, or a tab's link, leads to a screen already open.
    func goBack(to path: String) throws(RouteError) -> Bool {
        guard let (tab, index) = locate(path) else { return false }
        if let tab { try selectTab(at: tab) }
        close(above: index)
        return true
    }

    /// Shows `module`, which a URL asked for. A screen already open at its route is gone back to;
    /// with tabs, a new one goes on the stack of the tab its route belongs to, over that tab's
    /// root; without tabs, an empty stack first gets the module at `home` (`makeHome`) as its root,
    /// so a deep link still has a Back.
    func show(_ module: Module, over home: Route, makeHome: () -> Module?) throws(RouteError) {
        let path = module.route.path
        if try goBack(to: path) { return }
        if let tabs {
            try selectTab(at: TabItem.index(for: path, in: tabs.items))
            if let index = index(ofPath: path) {
                close(above: index)
                return
            }
        } else if entries.isEmpty, module.route != home, let root = makeHome() {
            stack.place(root, as: .root)
        }
        stack.push(module)
    }

    /// Closes every module above the one at `index` of the stack shown.
    func close(above index: Int) {
        stack.close(above: index)
    }

    /// Closes the top module of the stack shown if it was pushed (the navigation bar's Back).
    @discardableResult
    func goBack() -> Bool {
        stack.goBack()
    }

    /// Closes every module of every stack, without sending `.appear` to anything; the tabs end.
    func closeAll() {
        closeTabs()
        root.closeAll()
    }

    /// Closes every module and builds the same screens again from their routes with `build`, each
    /// shown as it was, but only those on view now: the root stack and, once the rebuilt root shows
    /// tabs again, the selected tab's stack. Every other tab's screens are built when the tab is next
    /// selected, so a language switch costs the screens on view, not every screen ever opened. The
    /// shell does it when the session's language changes, so every screen speaks the new one. A
    /// screen whose route can no longer be built is left out, with the screens above it on its stack.
    func rebuild(using build: @escaping (String) throws(RouteError) -> Module) {
        let rootScreens = root.entries.map { (path: $0.route.path, presentation: $0.presentation) }
        var tabScreens: [Int: [(path: String, presentation: Presentation)]] = [:]
        for (index, stack) in (tabs?.stacks ?? []).enumerated() where !stack.entries.isEmpty {
            tabScreens[index] = stack.entries.map { (path: $0.route.path, presentation: $0.presentation) }
        }
        for (index, screens) in tabs?.pending ?? [:] where tabScreens[index] == nil { tabScreens[index] = screens }
        let selectedTab = tabs?.selected
        closeAll()
        pendingBuild = build
        rebuildPlan = selectedTab.map { ($0, tabScreens) }
        Self.place(rootScreens, on: root, using: build)
        rebuildPlan = nil
    }

    /// Builds each of `screens` and shows it on `stack` as it was shown, stopping at the first
    /// that cannot be built.
    private static func place(
        _ screens: some Sequence<(path: String, presentation: Presentation)>, on stack: WebStack,
        using build: (String) throws(RouteError) -> Module
    ) {
        for (path, presentation) in screens {
            guard let module = try? build(path) else { return }
            stack.place(module, as: presentation)
        }
    }

    /// Notes that the shell itself sends the browser to `path` next (see ``isFollowUp(_:)``).
    func expectFollowUp(to path: String) {
        followUp = (path, ContinuousClock.now.advanced(by: followUpWindow))
    }

    /// Whether loading `path` now is a follow-up the shell sent the browser to: the same path,
    /// within ``followUpWindow`` of being sent there. A later load of it is the user's.
    func isFollowUp(_ path: String) -> Bool {
        guard let followUp, followUp.path == path else { return false }
        return ContinuousClock.now < followUp.until
    }

    /// Returns the pending external link and forgets it, so it is shown once.
    func takePendingLink() -> ExternalLink? {
        defer { pendingLink = nil }
        return pendingLink
    }

    // MARK: Private

    private func closeTabs() {
        guard let layout = tabs else { return }
        tabs = nil
        for stack in layout.stacks { stack.closeAll() }
    }
}
