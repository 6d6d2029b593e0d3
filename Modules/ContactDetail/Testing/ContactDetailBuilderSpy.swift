import ContactDetailInterface
import ViperKit
import ViperKitTesting

/// A ``ContactDetailBuilding`` standing in for the contact detail module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the contact detail's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class ContactDetailBuilderSpy: ContactDetailBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [ContactDetailInput] = []

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: ContactDetailInput) -> Module {
        buildCount += 1
        inputs.append(input)
        return .standIn(name: "ContactDetail", route: ContactDetailRoute.route(input), title: "Contact \(input.contactID)")
    }
}
