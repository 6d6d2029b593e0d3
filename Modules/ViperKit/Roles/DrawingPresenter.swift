/// A presenter that draws on its module's view, which it holds weakly (the view holds the
/// presenter). ``Module/wired(name:route:view:presenter:interactor:router:activity:)`` sets
/// ``view`` when the builder assembles the module.
///
/// A default presenter conforms by declaring the property; `View` is the module's view protocol:
///
/// ```swift
/// final class ItemsListDefaultPresenter: ItemsListPresenter, ItemsListInteractorOutput, DrawingPresenter {
///     weak var view: (any ItemsListView)?
/// }
/// ```
@MainActor
public protocol DrawingPresenter: AnyObject {
    /// The module's view protocol, what the presenter asks of its view.
    associatedtype View
    /// The view the presenter draws on; `nil` once the module is closed.
    var view: View? { get set }
}
