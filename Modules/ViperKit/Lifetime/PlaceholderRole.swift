/// The presenter, interactor and router of a ``Module/placeholder(named:route:)``: nothing, as an
/// object a leak check can watch.
@MainActor
final class PlaceholderRole {}
