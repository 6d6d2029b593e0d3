/// The View role's base class: holds what is on screen and forwards every event to the
/// presenter. Like `UIViewController`, it is what a navigator shows and stacks.
///
/// A module's view subclasses it through ``PresenterView``, which holds the presenter; it conforms
/// to the module's view protocol by calling ``update(_:)``, and overrides ``handle(_:)`` to turn
/// ``ViewEvent``s into presenter calls.
@MainActor
open class ModuleView {
    /// What the screen shows now.
    public private(set) var screen: Screen
    /// The navigator showing this view, set when the view is placed (UIKit's `navigationController`).
    public weak var navigator: (any Navigator)?
    /// Counts updates, so a shell can tell that the screen changed.
    public private(set) var revision = 0
    /// Called after every change of the screen with the screen as changed, so an observer (a
    /// test harness recording each change) sees every step, not only where the module settled.
    public var onUpdate: ((Screen) -> Void)?

    /// Creates a view showing `screen`.
    public init(screen: Screen) {
        self.screen = screen
    }

    /// Changes what the screen shows.
    public func update(_ change: (inout Screen) -> Void) {
        change(&screen)
        revision += 1
        onUpdate?(screen)
    }

    /// Receives an event from the shell. Subclasses forward it to their presenter.
    open func handle(_ event: ViewEvent) {}
}
