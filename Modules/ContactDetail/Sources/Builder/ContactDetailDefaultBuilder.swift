import ContactDetailInterface
import ViperKit

/// Builds the Contact detail module.
@MainActor
public final class ContactDetailDefaultBuilder: ContactDetailBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "ContactDetail"
    private let actionDuration: Duration

    /// Creates a builder whose modules' action takes `actionDuration` (tests make it slow).
    public init(actionDuration: Duration = .zero) {
        self.actionDuration = actionDuration
    }

    /// A new Contact detail module at `/contact-detail` reporting to `delegate` (held weakly).
    /// A module for `input`'s contact with no delegate.
    public func build(input: ContactDetailInput) -> Module {
        build(input: input, delegate: nil)
    }

    /// A new module built with `input`, reporting to `delegate`.
    public func build(input: ContactDetailInput, delegate: (any ContactDetailDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = ContactDetailDefaultInteractor(activity: activity, duration: actionDuration)
        let router = ContactDetailDefaultRouter(delegate: delegate)
        let presenter = ContactDetailDefaultPresenter(interactor: interactor, router: router)
        let view = ContactDetailDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: ContactDetailRoute.route(input),
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}
