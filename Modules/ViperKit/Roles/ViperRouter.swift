/// The Router role: builds the next module through an injected builder and navigates; keeps the
/// delegate to the parent; opens external URLs. Holds no state.
@MainActor
public protocol ViperRouter: AnyObject {}
