import Foundation
import Logging
import ViperKit

/// The one owner of a person's navigation stacks (UIKit's window with its root view controller,
/// and a tab bar controller once there are tabs): what every host shows, whatever it draws with.
///
/// Without tabs it has one ``ModuleStack``, the root stack. Once the root module makes itself a
/// tab container (``showTabs(_:in:)``) the root stack keeps that container and every tab gets its
/// own stack; the selected tab's stack is the one shown (``stack``), and each other stack stays as
/// it was left.
///
/// Modules never see the window: a module's ``Navigator`` is the stack it is on (the tab
/// container's is the selected tab's stack), which pushes, presents, pops and dismisses on itself
/// and asks the window, once, for what is not a stack's: replacing the root, tabs and external
/// links. A host drives the window directly (a screen asked for, Back, a tab, the language
/// switch). All of it runs on the main actor, as module code does.
///
/// ```swift
/// let window = HostWindow(tracker: LeakTracker(), leakGrace: .milliseconds(200))
/// window.root.push(try registry.build("/items"))
/// window.stack.top?.module.view.screen   // what the host draws
/// window.stack.goBack()
/// ```
///
/// Kept in one file on purpose: tabs, presentation and the rebuild after a language switch move
/// the same private stacks and plan; split by concern, they would be open to the whole target.
@MainActor
public final class HostWindow {
    /// The root stack: the only one without tabs, the tab container alone with tabs.
    public let root: ModuleStack
    /// The tabs, once the root module made itself a tab container.
    public private(set) var tabs: TabLayout?
    /// The external URL a module asked to open, until the host shows it.
    public private(set) var pendingLink: ExternalLink?

    /// Builds the screens a language switch left unbuilt (see ``rebuild(using:)``).
    private var builder: ((String) throws(RouteError) -> Module)?
    /// While ``rebuild(using:)`` builds the root again: the tab to select and each tab's screens.
    private var rebuildPlan: (selected: Int, screens: [Int: [ScreenPlace]])?
    private let tracker: LeakTracker
    private let leakGrace: Duration
    private let maxStackDepth: Int
    private let logger: Logger
    /// The spans made where the window's modules' roles meet.
    public let spans: ModuleSpans

    /// The deepest a stack grows unless told otherwise: deep enough for any flow of the app, small
    /// enough that endless pushes cost bounded memory.
    public nonisolated static let defaultMaxStackDepth = 50

    /// Creates an empty window whose closed modules `tracker` checks after `leakGrace`, with stacks
    /// at most `maxStackDepth` modules deep, logging to `logger` and tracing with `spans`.
    public init(
        tracker: LeakTracker,
        leakGrace: Duration,
        maxStackDepth: Int = HostWindow.defaultMaxStackDepth,
        logger: Logger = Logger(label: "viper.host"),
        spans: ModuleSpans = ModuleSpans()
    ) {
        self.tracker = tracker
        self.leakGrace = leakGrace
        self.maxStackDepth = maxStackDepth
        self.logger = logger
        self.spans = spans
        root = ModuleStack(tracker: tracker, leakGrace: leakGrace, maxDepth: maxStackDepth, logger: logger, spans: spans)
        root.window = self
    }

    /// The stack shown: the selected tab's, or the root stack.
    public var stack: ModuleStack { tabs?.selectedStack ?? root }

    /// The tab container, while tabs are shown.
    public var container: StackEntry? { tabs == nil ? nil : root.entries.first }

    /// The tab container's activity, while tabs are shown.
    public var containerActivity: ModuleActivity? { tabs == nil ? nil : root.bottomActivity }

    /// Where a screen at `path` is shown: its tab (`nil` for the root stack) and its index on
    /// that stack. The stack shown is searched first, then the other tabs in order. Screens a
    /// language switch left unbuilt are not shown: see ``holds(_:)``.
    public func locate(_ path: String) -> (tab: Int?, index: Int)? {
        guard let (tab, stack) = firstStack(where: { $0.index(ofPath: path) != nil }), let index = stack.index(ofPath: path) else {
            return nil
        }
        return (tab, index)
    }

    /// The stack that holds the screen at `path`, built or not, and its tab (`nil` for the root
    /// stack): the stack shown first, then the other tabs in order.
    public func holds(_ path: String) -> (tab: Int?, stack: ModuleStack)? {
        firstStack { $0.index(ofPath: path) != nil || $0.unbuilt.contains { $0.path == path } }
    }

    /// The first stack, and its tab, for which `matches` holds: the stack shown, then the other
    /// tabs' in order.
    private func firstStack(where matches: (ModuleStack) -> Bool) -> (tab: Int?, stack: ModuleStack)? {
        guard let tabs else { return matches(root) ? (nil, root) : nil }
        if matches(tabs.selectedStack) { return (tabs.selected, tabs.selectedStack) }
        for (tab, stack) in tabs.stacks.enumerated() where tab != tabs.selected && matches(stack) {
            return (tab, stack)
        }
        return nil
    }

    /// The module at `path`, built by what the last language switch rebuilt with (the flow), for a
    /// screen it left unbuilt; `nil` when it cannot be built now.
    func build(_ path: String) -> Module? {
        guard let builder else { return nil }
        do {
            return try spans.build(path) { () throws(RouteError) in try builder(path) }
        } catch {
            logger.warning("could not build \(path) again: \(error)")
            return nil
        }
    }

    /// Delivers `event` to the module whose view is `view` (on any stack), inside its presenter's
    /// span (``ModuleSpans``): how a host sends what a person did. A view no stack holds, or any
    /// view when the host does not trace, gets the event as it is, with no search of the stacks.
    public func deliver(_ event: ViewEvent, to view: ModuleView) {
        guard spans.isTracing else { return view.handle(event) }
        let stacks = [root] + (tabs?.stacks ?? [])
        guard let module = stacks.lazy.compactMap({ stack in stack.index(of: view).map { stack.entries[$0].module } }).first else {
            return view.handle(event)
        }
        spans.deliver(event, to: module)
    }

    // MARK: Asked by a stack for its module

    /// Closes every module (every tab's stack too) and shows `module` as the only one.
    func replaceRoot(with module: Module) {
        closeAll()
        root.place(module, as: .root)
    }

    /// Keeps `url` for the host to show, if it is a link a module may open.
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
            let stack = ModuleStack(tracker: tracker, leakGrace: leakGrace, maxDepth: maxStackDepth, logger: logger, spans: spans)
            stack.window = self
            return stack
        }
        // After a language switch, the tab that was selected is selected again and every tab's
        // screens wait to be built until the tab is shown.
        let plan = rebuildPlan
        rebuildPlan = nil
        let first = plan.map { items.indices.contains($0.selected) ? $0.selected : 0 } ?? 0
        for (index, screens) in plan?.screens ?? [:] where stacks.indices.contains(index) {
            stacks[index].keepUnbuilt(screens)
        }
        tabs = TabLayout(items: items, stacks: stacks, selected: first)
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

    // MARK: Host operations

    /// Selects tab `index`, building its root module the first time; a tab selected again sends
    /// its top module `.appear`, as UIKit's `viewWillAppear`. The other stacks are kept, and the
    /// tab container's navigator becomes the selected tab's stack, so what it pushes lands there.
    /// - Throws: the ``RouteError`` of a root module that cannot be built (the tab stays empty).
    public func selectTab(at index: Int) throws(RouteError) {
        guard var layout = tabs, layout.items.indices.contains(index) else { return }
        let changed = layout.selected != index
        layout.selected = index
        tabs = layout
        let stack = layout.stacks[index]
        container?.module.view.navigator = stack
        if let top = stack.top {
            if changed { spans.deliver(.appear, to: top.module) }
        } else {
            // A tab a language switch left unbuilt builds the screen it shows; a new one its root.
            stack.buildTop()
            if stack.top == nil { stack.place(try layout.items[index].makeRoot(), as: .root) }
        }
    }

    /// Goes back to the screen at `path` if a stack shows it (selecting its tab), and says whether
    /// one did: a browser's back button, or a tab's link, leads to a screen already open.
    public func goBack(to path: String) throws(RouteError) -> Bool {
        guard let (tab, holder) = holds(path) else { return false }
        if let tab, tab != tabs?.selected {
            if holder.top == nil {
                // Not built yet: select the tab without building the screen it would show.
                tabs?.selected = tab
                container?.module.view.navigator = holder
            } else {
                try selectTab(at: tab)
            }
        }
        return holder.reveal(path)
    }

    /// Shows `module`, which a host asked for by its route (a deep link). A screen already open at
    /// its route is gone back to; with tabs, a new one goes on the stack of the tab its route
    /// belongs to, over that tab's root; without tabs, an empty stack first gets the module at
    /// `home` (`makeHome`) as its root, so a deep link still has a Back.
    public func show(_ module: Module, over home: Route, makeHome: () -> Module?) throws(RouteError) {
        let path = module.route.path
        if try goBack(to: path) { return }
        if let tabs {
            try selectTab(at: TabItem.index(for: path, in: tabs.items))
            if let index = stack.index(ofPath: path) {
                stack.close(above: index)
                return
            }
        } else if root.entries.isEmpty, module.route != home, let root = makeHome() {
            stack.place(root, as: .root)
        }
        stack.push(module)
    }

    /// Closes every module of every stack, without sending `.appear` to anything; the tabs end.
    public func closeAll() {
        closeTabs()
        root.closeAll()
    }

    /// Closes every module and keeps the same screens, to be built again from their routes with
    /// `build`, each shown as it was; only the screen on view is built now (and the tab container
    /// under it): every other screen, on every stack, is built when it comes on top again (Back, a
    /// tab selected), so a language switch costs the screen on view, however deep the stacks. A
    /// host does it when the session's language changes, so every screen speaks the new one. A
    /// screen whose route can no longer be built is left out.
    public func rebuild(using build: @escaping (String) throws(RouteError) -> Module) {
        let rootScreens = root.places
        var tabScreens: [Int: [ScreenPlace]] = [:]
        for (index, stack) in (tabs?.stacks ?? []).enumerated() where !stack.places.isEmpty {
            tabScreens[index] = stack.places
        }
        let selectedTab = tabs?.selected
        closeAll()
        builder = build
        rebuildPlan = selectedTab.map { ($0, tabScreens) }
        root.restore(rootScreens)
        rebuildPlan = nil
    }

    /// Returns the pending external link and forgets it, so it is shown once.
    public func takePendingLink() -> ExternalLink? {
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
