import FinalScreenInterface
import ViperKit

/// A ``FinalScreenBuilding`` for the account tests (they see only the final screen's Interface):
/// it records what it was asked to build and builds a small stand-in module whose view tells its
/// delegate to close when it receives `.action("close")`, as the real final screen does.
@MainActor
final class FinalScreenBuilderStub: FinalScreenBuilding {
    /// The view of a stand-in final screen; it holds the other three stand-in roles.
    final class View: ModuleView {
        weak var delegate: (any FinalScreenDelegate)?
        let value: String
        private let roles = [Role(), Role(), Role()]

        init(value: String, delegate: (any FinalScreenDelegate)?) {
            self.value = value
            self.delegate = delegate
            super.init(screen: Screen(title: "Final screen"))
        }

        var presenter: AnyObject { roles[0] }
        var interactor: AnyObject { roles[1] }
        var router: AnyObject { roles[2] }

        override func handle(_ event: ViewEvent) {
            if case .action("close", form: _) = event { delegate?.finalScreenDidClose() }
        }
    }

    /// A stand-in presenter, interactor or router.
    final class Role {}

    private(set) var inputs: [FinalScreenInput] = []
    private(set) weak var lastDelegate: (any FinalScreenDelegate)?

    func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module {
        inputs.append(input)
        lastDelegate = delegate
        let view = View(value: input.value, delegate: delegate)
        return Module(
            name: "FinalScreen",
            route: FinalScreenRoute.route(for: input.value),
            view: view,
            presenter: view.presenter,
            interactor: view.interactor,
            router: view.router,
            activity: ModuleActivity()
        )
    }
}
