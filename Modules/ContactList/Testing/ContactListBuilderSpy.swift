import ContactListInterface
import ViperKit
import ViperKitTesting

/// Stands in for the contact list module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class ContactListBuilderSpy: BuilderSpy<Void, Never>, ContactListBuilding {
    public func build() -> Module {
        record((), delegate: nil, standIn: .standIn(name: "ContactList", route: ContactListRoute.route, title: "Contacts"))
    }
}
