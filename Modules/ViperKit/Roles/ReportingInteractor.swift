/// An interactor that reports its results to an output it holds weakly: the module's presenter,
/// which holds the interactor. ``Module/wired(name:route:view:presenter:interactor:router:activity:)``
/// sets ``output`` when the builder assembles the module.
///
/// ```swift
/// final class ItemsListDefaultInteractor: ItemsListInteractor, ReportingInteractor {
///     weak var output: (any ItemsListInteractorOutput)?
/// }
/// ```
@MainActor
public protocol ReportingInteractor: AnyObject {
    /// The module's interactor output protocol (or the composition of its events' outputs).
    associatedtype Output
    /// Where the interactor reports; `nil` once the module is closed.
    var output: Output? { get set }
}
