import ContactDetailInterface
import ViperKit

/// A ``ContactDetailBuilding`` standing in for the detail module: it records what it was asked to
/// build and returns a bare module at the detail's route.
@MainActor
final class ContactDetailBuilderSpy: ContactDetailBuilding {
    private(set) var inputs: [ContactDetailInput] = []

    func build(input: ContactDetailInput) -> Module {
        inputs.append(input)
        return Module(
            name: "ContactDetailStandIn",
            route: ContactDetailRoute.route(input),
            view: ModuleView(screen: Screen(title: "Contact \(input.contactID)")),
            presenter: StandInRole(),
            interactor: StandInRole(),
            router: StandInRole(),
            activity: ModuleActivity()
        )
    }
}
