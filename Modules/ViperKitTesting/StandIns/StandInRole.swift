/// The presenter, interactor or router of a stand-in module: an object with no behaviour, there
/// so the stand-in has four distinct roles whose release can be checked like a real module's.
public final class StandInRole {
    /// A new role object.
    public init() {}
}
