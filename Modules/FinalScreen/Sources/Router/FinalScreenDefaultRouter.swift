import FinalScreenInterface
import ViperKit

/// Closes the final screen through its delegate, the router that presented it. A
/// screen opened from a link has no delegate: it then closes itself, going back to what is under it.
@MainActor
final class FinalScreenDefaultRouter: FinalScreenRouter {
    weak var delegate: (any FinalScreenDelegate)?
    /// The module's view, held weakly; used only when there is no delegate.
    weak var view: ModuleView?

    /// Creates the router closing through `delegate`.
    init(delegate: (any FinalScreenDelegate)?) {
        self.delegate = delegate
    }

    /// Asks the delegate to dismiss the screen, or, without one, pops it.
    func close() {
        if let delegate {
            delegate.finalScreenDidClose()
        } else if let view, let navigator = view.navigator {
            navigator.pop(view)
        }
    }
}
