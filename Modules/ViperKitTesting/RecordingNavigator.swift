import Foundation
import ViperKit

/// A ``Navigator`` for tests: keeps a stack of modules as a navigation controller would, holds
/// them strongly while shown and lets go of them when closed, and records every call.
@MainActor
public final class RecordingNavigator: Navigator {
    /// One navigation call, as recorded.
    public enum Call: Equatable, Sendable {
        case push(Route)
        case present(Route)
        case pop(Route)
        case dismiss(Route)
        case replaceRoot(Route)
        case open(URL)
    }

    /// Every call, in order.
    public private(set) var calls: [Call] = []
    /// The modules shown, bottom first.
    public private(set) var stack: [Module] = []
    /// The URLs opened outside the app.
    public private(set) var openedURLs: [URL] = []

    /// Creates an empty navigator.
    public init() {}

    /// The module on top, if any.
    public var top: Module? { stack.last }

    /// Places `module` as the only one, as an app's first screen (not recorded as a call).
    public func show(_ module: Module) {
        stack = [module]
        module.view.navigator = self
        module.view.handle(.load)
    }

    public func push(_ module: Module) {
        calls.append(.push(module.route))
        place(module)
    }

    public func present(_ module: Module) {
        calls.append(.present(module.route))
        place(module)
    }

    public func pop(_ view: ModuleView) {
        if let route = close(view) { calls.append(.pop(route)) }
    }

    public func dismiss(_ view: ModuleView) {
        if let route = close(view) { calls.append(.dismiss(route)) }
    }

    public func replaceRoot(with module: Module) {
        calls.append(.replaceRoot(module.route))
        for old in stack { old.activity.cancelAll() }
        stack = []
        place(module)
    }

    public func open(_ url: URL) {
        calls.append(.open(url))
        openedURLs.append(url)
    }

    /// Closes the top module, as a back button does. Returns its parts for a leak check.
    @discardableResult
    public func popTop() -> ModuleParts? {
        guard let top = stack.last else { return nil }
        close(top.view)
        return top.parts
    }

    private func place(_ module: Module) {
        stack.append(module)
        module.view.navigator = self
        module.view.handle(.load)
    }

    @discardableResult
    private func close(_ view: ModuleView) -> Route? {
        guard let index = stack.firstIndex(where: { $0.view === view }) else { return nil }
        let route = stack[index].route
        for closed in stack[index...] { closed.activity.cancelAll() }
        stack.removeSubrange(index...)
        stack.last?.view.handle(.appear)
        return route
    }
}
