import ContactListInterface
import ViperKit

/// Builds the Contact list module over a ``ContactListDataSource``.
@MainActor
public final class ContactListDefaultBuilder: ContactListBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "ContactList"
    private let dataSource: any ContactListDataSource

    /// Creates a builder whose modules read `dataSource` (sample records unless given another).
    public init(dataSource: any ContactListDataSource = ContactListSampleDataSource()) {
        self.dataSource = dataSource
    }

    /// A new Contact list module at `/contact-list` reporting selections to `delegate` (held weakly).
    /// The skeleton's conformance: a module with the default input and no delegate.
    public func build() -> Module {
        build(input: ContactListInput(), delegate: nil)
    }

    /// A new module built with `input`, reporting to `delegate`.
    public func build(input: ContactListInput, delegate: (any ContactListDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = ContactListDefaultInteractor(dataSource: dataSource, activity: activity)
        let router = ContactListDefaultRouter(delegate: delegate)
        let presenter = ContactListDefaultPresenter(interactor: interactor, router: router)
        let view = ContactListDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: ContactListRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}
