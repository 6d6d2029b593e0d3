import ViperKit

/// Builds the Home module, the tab container shown after login. The App calls it with the tabs
/// and, as the delegate, itself.
@MainActor
public protocol HomeBuilding {
    /// A new Home module showing `input`'s tabs, reporting to `delegate` (held weakly).
    func build(input: HomeInput, delegate: (any HomeDelegate)?) -> Module
}
