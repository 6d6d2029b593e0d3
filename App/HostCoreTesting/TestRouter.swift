import Foundation
import ViperKit

/// A test module's router: navigates through its view's navigator, building the next module with
/// the app's builder. Holds its view weakly.
@MainActor
final class TestRouter {
    weak var view: ModuleView?
    private let build: @MainActor (String) -> Module?

    init(build: @escaping @MainActor (String) -> Module?) {
        self.build = build
    }

    func push(_ path: String) {
        if let module = build(path) { view?.navigator?.push(module) }
    }

    func present(_ path: String) {
        if let module = build(path) { view?.navigator?.present(module) }
    }

    func dismiss() {
        if let view { view.navigator?.dismiss(view) }
    }

    func replaceRoot(_ path: String) {
        if let module = build(path) { view?.navigator?.replaceRoot(with: module) }
    }

    func showTabs(_ tabs: [TabItem]) {
        if let view { view.navigator?.showTabs(tabs, in: view) }
    }

    func open(_ url: URL) {
        view?.navigator?.open(url)
    }
}
