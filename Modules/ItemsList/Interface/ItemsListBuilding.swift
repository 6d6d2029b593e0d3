import ViperKit

/// Builds the items list module. The App injects an implementation; nothing else knows the module's types.
@MainActor
public protocol ItemsListBuilding {
    /// A new items list module.
    func build() -> Module
}
