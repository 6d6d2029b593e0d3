/// The Builder role: creates the four roles, injects services, wires them and returns the
/// ``Module``. Never called by the module it builds.
@MainActor
public protocol ViperBuilder: AnyObject {}
