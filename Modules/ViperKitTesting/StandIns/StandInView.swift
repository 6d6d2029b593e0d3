import ViperKit

/// The view of a stand-in module (see ``ViperKit/Module/standIn(name:route:title:)``): a plain
/// screen that records the events it receives and holds the other three roles, as a real view
/// holds its presenter, so the whole stand-in is released when whoever shows it lets go.
@MainActor
public final class StandInView: ModuleView {
    /// The stand-in presenter, interactor and router.
    let roles = [StandInRole(), StandInRole(), StandInRole()]

    /// Every event the view received, in order.
    public private(set) var events: [ViewEvent] = []

    /// A stand-in view showing `screen`.
    override public init(screen: Screen) {
        super.init(screen: screen)
    }

    /// Records `event`.
    override public func handle(_ event: ViewEvent) {
        events.append(event)
    }
}
