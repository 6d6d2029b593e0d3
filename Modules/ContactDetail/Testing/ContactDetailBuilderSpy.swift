import ContactDetailInterface
import ViperKit
import ViperKitTesting

/// Stands in for the contact detail module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class ContactDetailBuilderSpy: BuilderSpy<ContactDetailInput, Never>, ContactDetailBuilding {
    public func build(input: ContactDetailInput) -> Module {
        record(
            input, delegate: nil,
            standIn: .standIn(name: "ContactDetail", route: ContactDetailRoute.route(input), title: "Contact \(input.contactID)"))
    }
}
