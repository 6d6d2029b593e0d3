/// A built VIPER module, as a builder returns it and a navigator holds it.
///
/// Ownership follows UIKit: whoever shows the module holds its view; the view holds its
/// presenter; the presenter holds its interactor and router; every back reference is weak. So
/// when a navigator lets go of the view the whole module is released, which ``LeakTracker``
/// checks through ``parts``.
@MainActor
public struct Module {
    /// The view to show.
    public let view: ModuleView
    /// Where the module lives.
    public let route: Route
    /// Weak references to the four roles, for the leak check after dismissal.
    public let parts: ModuleParts
    /// The async work the module's interactor started, cancelled when the module is closed.
    public let activity: ModuleActivity
    /// What each of its events may cost, which every test of the module checks; `nil` for a module
    /// that declares none (a stand-in, a host's test module). `viper check` wants one of every feature.
    public let budget: ModuleBudget?

    /// Creates a module from its wired roles.
    public init(
        name: String,
        route: Route,
        view: ModuleView,
        presenter: AnyObject,
        interactor: AnyObject,
        router: AnyObject,
        activity: ModuleActivity,
        budget: ModuleBudget? = nil
    ) {
        self.view = view
        self.route = route
        self.activity = activity
        self.budget = budget
        self.parts = ModuleParts(name: name, view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
