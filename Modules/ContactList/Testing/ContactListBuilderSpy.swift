import ContactListInterface
import ViperKit
import ViperKitTesting

/// A ``ContactListBuilding`` standing in for the contact list module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the contact list's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class ContactListBuilderSpy: ContactListBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build() -> Module {
        buildCount += 1
        return .standIn(name: "ContactList", route: ContactListRoute.route, title: "Contacts")
    }
}
