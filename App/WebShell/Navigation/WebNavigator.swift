import Foundation
import ViperKit

/// The navigation stack of one browser session: ViperKit's ``Navigator`` for the web.
///
/// It holds the modules shown strongly, bottom first, each with how it was shown. Closing a
/// module cancels its work, lets go of it and asks the leak tracker to check that its roles are
/// released. All of it runs on the main actor, as module code does.
@MainActor
final class WebNavigator: Navigator {
    /// The modules shown, bottom first.
    private(set) var entries: [StackEntry] = []
    /// The external URL a module asked to open, shown as a link on the next page rendered.
    private(set) var pendingLink: ExternalLink?

    private let tracker: LeakTracker
    private let leakGrace: Duration

    /// Creates an empty stack whose closed modules `tracker` checks after `leakGrace`.
    init(tracker: LeakTracker, leakGrace: Duration) {
        self.tracker = tracker
        self.leakGrace = leakGrace
    }

    /// The module on top, if any.
    var top: StackEntry? { entries.last }

    /// Whether the top module was pushed over another, so its page offers Back.
    var canGoBack: Bool { entries.count > 1 && top?.presentation == .push }

    /// The index of the highest module whose route has `path`, if any is shown.
    func index(ofPath path: String) -> Int? {
        entries.lastIndex { $0.route.path == path }
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
        closeAll()
        place(module, as: .root)
    }

    func open(_ url: URL) {
        if let link = ExternalLink(url) {
            pendingLink = link
        } else {
            ShellLog.write("refused to open \(url.absoluteString): only tel:, mailto:, http: and https: links are shown")
        }
    }

    // MARK: Shell operations

    /// Shows `module` on top: gives it this navigator and sends it `.load`.
    func place(_ module: Module, as presentation: Presentation) {
        guard !entries.contains(where: { $0.module.view === module.view }) else { return }
        entries.append(StackEntry(module: module, presentation: presentation))
        module.view.navigator = self
        module.view.handle(.load)
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

    /// Returns the pending external link and forgets it, so it is shown once.
    func takePendingLink() -> ExternalLink? {
        defer { pendingLink = nil }
        return pendingLink
    }

    // MARK: Closing

    private func close(_ view: ModuleView) {
        guard let index = entries.lastIndex(where: { $0.module.view === view }) else { return }
        remove(from: index)
        entries.last?.module.view.handle(.appear)
    }

    /// Drops the modules from `index` up: cancels their work and checks that they are released.
    private func remove(from index: Int) {
        let closed = entries[index...].reversed()
        entries.removeSubrange(index...)
        for entry in closed {
            entry.module.activity.cancelAll()
            if entry.module.view.navigator === self {
                entry.module.view.navigator = nil
            }
            expectReleased(entry.module.parts)
        }
    }

    private func expectReleased(_ parts: ModuleParts) {
        let tracker = self.tracker
        let grace = leakGrace
        Task { @MainActor in
            if let report = await tracker.expectReleased(parts, grace: grace) {
                ShellLog.write("leak: \(report)")
            }
        }
    }
}
