/// A module's view with its presenter: what every module's default view subclasses. It holds the
/// presenter strongly, as a view controller does (the presenter holds the view weakly), starts
/// with `screen` until the presenter draws, and overrides ``ModuleView/handle(_:)`` to turn each
/// ``ViewEvent`` into one call of ``presenter``.
///
/// ```swift
/// final class ItemDetailDefaultView: PresenterView<any ItemDetailPresenter>, ItemDetailView {
///     override func handle(_ event: ViewEvent) {
///         switch event {
///         case .load: presenter.viewDidLoad()
///         case .action("toggle", form: _): presenter.didTapToggle()
///         default: break
///         }
///     }
/// }
/// ```
@MainActor
open class PresenterView<Presenter>: ModuleView {
    /// The presenter every event is forwarded to.
    public let presenter: Presenter

    /// Creates the view of `presenter`, showing `screen` until the presenter draws.
    public init(presenter: Presenter, screen: Screen = Screen(title: "")) {
        self.presenter = presenter
        super.init(screen: screen)
    }
}
