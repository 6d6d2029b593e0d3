import Foundation
import Logging
import ViperKit

/// One navigation stack of a window (UIKit's `UINavigationController`): the root stack, or one
/// tab's stack.
///
/// It holds the modules shown strongly, bottom first, each with how it was shown, and is the
/// ``Navigator`` of every module on it, so a module's push lands on its own stack even while
/// another tab is selected. Closing a module cancels its work, lets go of it and asks the leak
/// tracker to check that its roles are released. What is not about this stack (replacing the
/// root, tabs, external links) it asks of the ``HostWindow`` that owns it, once.
///
/// Under its modules a stack may hold screens not built yet (``unbuilt``): after a language
/// switch only the screen on view is built again, and each screen below it is built from its
/// route when it comes on top again (Back, a pop), so a switch costs one screen, however deep
/// the stack.
///
/// Kept in one file on purpose: every `Navigator` call and the restore of unbuilt screens change
/// the same private entries, and each must leave them consistent for the others.
@MainActor
public final class ModuleStack: Navigator {
    /// The modules shown, bottom first.
    public private(set) var entries: [StackEntry] = []
    /// Screens under ``entries`` not built yet, bottom first: each is built from its route when it
    /// comes on top again.
    public private(set) var unbuilt: [ScreenPlace] = []
    /// The window that owns this stack.
    weak var window: HostWindow?

    private let tracker: LeakTracker
    private let leakGrace: Duration
    private let maxDepth: Int
    private let logger: Logger
    /// The spans made where this stack's modules' roles meet.
    let spans: ModuleSpans
    /// Logs a leak the tracker found, with the module's name.
    private let reportLeak: @MainActor (LeakReport) -> Void

    /// Creates an empty stack whose closed modules `tracker` checks after `leakGrace`, that holds
    /// at most `maxDepth` modules (at least 2), and logs modules opened, closed and leaked to
    /// `logger`, tracing its modules with `spans`.
    init(tracker: LeakTracker, leakGrace: Duration, maxDepth: Int, logger: Logger, spans: ModuleSpans) {
        self.tracker = tracker
        self.leakGrace = leakGrace
        self.maxDepth = max(2, maxDepth)
        self.logger = logger
        self.spans = spans
        reportLeak = { report in logger.warning("module leaked: \(report)", metadata: ["module": "\(report.module)"]) }
    }

    /// The module on top, if any.
    public var top: StackEntry? { entries.last }

    /// The top module's view.
    public var topView: ModuleView? { entries.isEmpty ? nil : entries[entries.endIndex - 1].module.view }

    /// The top module's activity.
    public var topActivity: ModuleActivity? { entries.isEmpty ? nil : entries[entries.endIndex - 1].module.activity }

    /// The bottom module's activity.
    var bottomActivity: ModuleActivity? { entries.isEmpty ? nil : entries[0].module.activity }

    /// Whether the top module was pushed over another, so its host offers Back.
    public var canGoBack: Bool { entries.count + unbuilt.count > 1 && top?.presentation == .push }

    /// Where each screen of the stack stands, built or not, bottom first.
    public var places: [ScreenPlace] {
        unbuilt + entries.map { ScreenPlace(path: $0.route.path, presentation: $0.presentation) }
    }

    /// The index of the highest module whose route has `path`, if any is shown.
    public func index(ofPath path: String) -> Int? {
        entries.indices.last { entries[$0].route.path == path }
    }

    /// The index of the module whose view is `view`, if it is on this stack.
    public func index(of view: ModuleView) -> Int? {
        entries.indices.last { entries[$0].module.view === view }
    }

    // MARK: Navigator

    public func push(_ module: Module) {
        spans.navigate("push", by: top?.module, to: module.route) {
            place(module, as: entries.isEmpty && unbuilt.isEmpty ? .root : .push)
        }
    }

    public func present(_ module: Module) {
        spans.navigate("present", by: top?.module, to: module.route) {
            place(module, as: .modal)
        }
    }

    public func pop(_ view: ModuleView) {
        spans.navigate("pop", by: index(of: view).map { entries[$0].module }, to: nil) {
            close(view)
        }
    }

    public func dismiss(_ view: ModuleView) {
        spans.navigate("dismiss", by: index(of: view).map { entries[$0].module }, to: nil) {
            close(view)
        }
    }

    public func replaceRoot(with module: Module) {
        window?.replaceRoot(with: module)
    }

    public func open(_ url: URL) {
        window?.open(url)
    }

    public func showTabs(_ tabs: [TabItem], in container: ModuleView) {
        window?.showTabs(tabs, in: container)
    }

    public func selectTab(_ route: Route) {
        window?.selectTab(route)
    }

    // MARK: Host operations

    /// Shows `module` on top: gives it this stack as its navigator and sends it `.load`. A stack
    /// already `maxDepth` deep first closes its oldest screen above the root, so endless pushes
    /// cost bounded memory; Back still walks down every screen kept.
    public func place(_ module: Module, as presentation: Presentation) {
        let view = module.view
        // A module already on the stack is not placed twice.
        guard !entries.indices.contains(where: { entries[$0].module.view === view }) else { return }
        while entries.count + unbuilt.count >= maxDepth {
            if unbuilt.count > 1 {
                unbuilt.remove(at: 1)
            } else {
                release(entries.remove(at: 1 - unbuilt.count))
            }
        }
        entries.append(StackEntry(module: module, presentation: presentation))
        logger.debug("module opened", metadata: ["module": "\(module.parts.name)", "route": "\(module.route)"])
        view.navigator = self
        spans.instrument(module)
        spans.deliver(.load, to: module)
    }

    /// Closes every module above the one at `index`, which then receives `.appear`.
    public func close(above index: Int) {
        guard entries.indices.contains(index), index < entries.count - 1 else { return }
        remove(from: index + 1)
        if let top = entries.last { spans.deliver(.appear, to: top.module) }
    }

    /// Closes the top module if it was pushed over another (the navigation bar's Back).
    /// Returns `false` when there is nothing to go back to.
    @discardableResult
    public func goBack() -> Bool {
        guard canGoBack else { return false }
        if entries.count > 1 {
            close(above: entries.count - 2)
        } else {
            remove(from: 0)
            buildTop()
        }
        return true
    }

    /// Brings the stack down to the screen at `path` if it holds one, built or not: the modules
    /// above it close, and it appears again (or is built, if it was not). Says whether it did.
    @discardableResult
    public func reveal(_ path: String) -> Bool {
        if let index = index(ofPath: path) {
            close(above: index)
            return true
        }
        guard let index = unbuilt.lastIndex(where: { $0.path == path }) else { return false }
        remove(from: 0)
        unbuilt.removeSubrange((index + 1)...)
        buildTop()
        return true
    }

    /// Closes every module, without sending `.appear` to anything, and forgets the screens not
    /// built.
    public func closeAll() {
        unbuilt = []
        guard !entries.isEmpty else { return }
        remove(from: 0)
    }

    /// Closes every module and keeps `screens` (bottom first) in their place, building only the
    /// top one now; each below is built when it comes on top again. A screen that can no longer be
    /// built is left out.
    func restore(_ screens: [ScreenPlace]) {
        closeAll()
        unbuilt = screens
        buildTop()
    }

    /// Keeps `screens` (bottom first) as screens not built yet, on an empty stack: a tab's stack
    /// after a language switch, built when the tab is shown.
    func keepUnbuilt(_ screens: [ScreenPlace]) {
        guard entries.isEmpty else { return }
        unbuilt = screens
    }

    /// Builds the top screen not built yet and shows it, when no module is on the stack: the
    /// top of what a language switch kept. One that can no longer be built is left out, and the
    /// one below is tried.
    func buildTop() {
        guard entries.isEmpty else { return }
        while let screen = unbuilt.popLast() {
            guard let module = window?.build(screen.path) else { continue }
            place(module, as: screen.presentation)
            return
        }
    }

    // MARK: Closing

    private func close(_ view: ModuleView) {
        guard let index = index(of: view) else { return }
        remove(from: index)
        if let top = entries.last {
            spans.deliver(.appear, to: top.module)
        } else {
            buildTop()
        }
    }

    /// Drops the modules from `index` up, top first: cancels their work and checks that they are
    /// released. Each is taken off the stack before it is released.
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
        } else if let stack = navigator as? ModuleStack, stack.window === window {
            view.navigator = nil
        }
        tracker.watch(entry.module.parts, grace: leakGrace, onLeak: reportLeak)
    }
}
