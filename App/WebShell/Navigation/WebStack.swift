import Foundation
import Logging
import ViperKit

/// One navigation stack of a browser session (UIKit's `UINavigationController`): the root
/// stack, or one tab's stack.
///
/// It holds the modules shown strongly, bottom first, each with how it was shown, and is the
/// ``Navigator`` of every module on it, so a module's push lands on its own stack even while
/// another tab is selected. Closing a module cancels its work, lets go of it and asks the leak
/// tracker to check that its roles are released. What is not about this stack (replacing the
/// root, tabs, external links) it asks of the ``WebWindow`` that owns it, once.
@MainActor
final class WebStack: Navigator {
    /// The modules shown, bottom first.
    private(set) var entries: [StackEntry] = []
    /// The window that owns this stack.
    weak var window: WebWindow?

    private let tracker: LeakTracker
    private let leakGrace: Duration
    private let maxDepth: Int
    private let logger: Logger
    /// Logs a leak the tracker found; made once, so closing a module allocates no closure.
    private let reportLeak: @MainActor (LeakReport) -> Void

    /// Creates an empty stack whose closed modules `tracker` checks after `leakGrace`, that holds
    /// at most `maxDepth` modules (at least 2), and logs modules opened, closed and leaked to
    /// `logger`.
    init(tracker: LeakTracker, leakGrace: Duration, maxDepth: Int, logger: Logger) {
        self.tracker = tracker
        self.leakGrace = leakGrace
        self.maxDepth = max(2, maxDepth)
        self.logger = logger
        reportLeak = { report in logger.warning("module leaked: \(report)", metadata: ["module": "\(report.module)"]) }
    }

    /// The module on top, if any.
    var top: StackEntry? { entries.last }

    /// The top module's view, read in place: no copy of its entry (and the page kept with it).
    var topView: ModuleView? { entries.isEmpty ? nil : entries[entries.endIndex - 1].module.view }

    /// The top module's activity, read in place.
    var topActivity: ModuleActivity? { entries.isEmpty ? nil : entries[entries.endIndex - 1].module.activity }

    /// The bottom module's activity, read in place.
    var bottomActivity: ModuleActivity? { entries.isEmpty ? nil : entries[0].module.activity }

    /// Whether the top module was pushed over another, so its page offers Back.
    var canGoBack: Bool { entries.count > 1 && top?.presentation == .push }

    /// The index of the highest module whose route has `path`, if any is shown.
    func index(ofPath path: String) -> Int? {
        entries.indices.last { entries[$0].route.path == path }
    }

    /// The index of the module whose view is `view`, if it is on this stack.
    func index(of view: ModuleView) -> Int? {
        entries.indices.last { entries[$0].module.view === view }
    }

    // MARK: Navigator

    func push(_ module: Module) {
        place(module, as: entries.isEmpty ? .root : .push)
    }

    func present(_ module: Module) {
        place(module, as: .modal)
    }

    func pop(_ view: ModuleView) {
        close(view)
    }

    func dismiss(_ view: ModuleView) {
        close(view)
    }

    func replaceRoot(with module: Module) {
        window?.replaceRoot(with: module)
    }

    func open(_ url: URL) {
        window?.open(url)
    }

    func showTabs(_ tabs: [TabItem], in container: ModuleView) {
        window?.showTabs(tabs, in: container)
    }

    func selectTab(_ route: Route) {
        window?.selectTab(route)
    }

    // MARK: Shell operations

    /// Shows `module` on top: gives it this stack as its navigator and sends it `.load`. A stack
    /// already `maxDepth` deep first closes its oldest module above the root, so endless pushes
    /// cost bounded memory; Back still walks down every module kept.
    func place(_ module: Module, as presentation: Presentation) {
        let view = module.view
        // By index: each entry is read in place, not copied out as iterating would.
        guard !entries.indices.contains(where: { entries[$0].module.view === view }) else { return }
        while entries.count >= maxDepth {
            let oldest = entries.remove(at: 1)
            release(oldest)
        }
        entries.append(StackEntry(module: module, presentation: presentation))
        logger.debug("module opened", metadata: ["module": "\(module.parts.name)", "route": "\(module.route)"])
        view.navigator = self
        view.handle(.load)
    }

    /// Closes every module above the one at `index`, which then receives `.appear`.
    func close(above index: Int) {
        guard entries.indices.contains(index), index < entries.count - 1 else { return }
        remove(from: index + 1)
        entries.last?.module.view.handle(.appear)
    }

    /// Closes the top module if it was pushed over another (the navigation bar's Back).
    /// Returns `false` when there is nothing to go back to.
    @discardableResult
    func goBack() -> Bool {
        guard canGoBack else { return false }
        close(above: entries.count - 2)
        return true
    }

    /// Closes every module, without sending `.appear` to anything.
    func closeAll() {
        guard !entries.isEmpty else { return }
        remove(from: 0)
    }

    /// Keeps `page` as the last page drawn of the module whose view is `view`, if it is still on
    /// this stack.
    func keep(_ page: KeptPage, for view: ModuleView) {
        guard let index = index(of: view) else { return }
        entries[index].keptPage = page
    }

    // MARK: Closing

    private func close(_ view: ModuleView) {
        guard let index = index(of: view) else { return }
        remove(from: index)
        entries.last?.module.view.handle(.appear)
    }

    /// Drops the modules from `index` up, top first: cancels their work and checks that they are
    /// released. Each is taken off before it is released, so no copy of the stack is made.
    private func remove(from index: Int) {
        while entries.count > index {
            release(entries.removeLast())
        }
    }

    /// Cancels a closed module's work, lets go of it and checks that it is released.
    private func release(_ entry: StackEntry) {
        logger.debug("module closed", metadata: ["module": "\(entry.module.parts.name)", "route": "\(entry.module.route)"])
        entry.module.activity.cancelAll()
        // Let go of the navigator if it is this stack (compared first: no cast) or another stack
        // of its window.
        let view = entry.module.view
        let navigator = view.navigator
        if navigator === self {
            view.navigator = nil
        } else if let stack = navigator as? WebStack, stack.window === window {
            view.navigator = nil
        }
        tracker.watch(entry.module.parts, grace: leakGrace, onLeak: reportLeak)
    }
}
