import ViperKit

/// Builds the contact list module. The App injects an implementation; nothing else knows the module's types.
@MainActor
public protocol ContactListBuilding {
    /// A new contact list module at `/contacts`.
    func build() -> Module
}
