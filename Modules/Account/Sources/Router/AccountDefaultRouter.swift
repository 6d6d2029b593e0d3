import AccountInterface
import FinalScreenInterface
import ViperKit

/// Presents the final screen through the injected ``FinalScreenBuilding`` and, as its delegate,
/// dismisses it again: the router that presented a modal screen is the one that closes it. Pops
/// the account screen on "Dismiss" and reports selections to the module's delegate.
@MainActor
final class AccountDefaultRouter: AccountRouter, FinalScreenDelegate {
    weak var view: ModuleView?
    weak var delegate: (any AccountDelegate)?
    /// The final screen's view while it is presented, held weakly: the navigator holds it.
    private(set) weak var presented: ModuleView?
    private let finalScreen: any FinalScreenBuilding

    /// Creates the router; it holds the `finalScreen` builder strongly and `delegate` weakly.
    init(finalScreen: any FinalScreenBuilding, delegate: (any AccountDelegate)?) {
        self.finalScreen = finalScreen
        self.delegate = delegate
    }

    /// Builds the final screen with `value` and this router as its delegate, and presents it.
    func moveToFinalScreen(with value: String) {
        guard presented == nil, let navigator = view?.navigator else { return }
        let module = finalScreen.build(input: FinalScreenInput(value: value), delegate: self)
        presented = module.view
        navigator.present(module)
    }

    /// Pops the account screen.
    func dismiss() {
        guard let view, let navigator = view.navigator else { return }
        navigator.pop(view)
    }

    func notifyDidSelect(_ value: String) {
        delegate?.account(didSelect: value)
    }

    // MARK: - FinalScreenDelegate

    /// Dismisses the final screen this router presented.
    func finalScreenDidClose() {
        guard let presented, let navigator = view?.navigator ?? presented.navigator else { return }
        navigator.dismiss(presented)
    }
}
