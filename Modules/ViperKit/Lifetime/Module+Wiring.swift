extension Module {
    /// Wires a module's back references and returns it: the presenter draws on `view`, the
    /// interactor reports to `presenter`, and a ``NavigatingRouter`` navigates from `view`. The
    /// forward references (the view holds its presenter, the presenter its interactor and router)
    /// the roles' initializers took already, so a builder is the one screen that shows a module's
    /// parts:
    ///
    /// ```swift
    /// public func build() -> Module {
    ///     let activity = ModuleActivity()
    ///     let interactor = ItemsListDefaultInteractor(items: items, activity: activity)
    ///     let router = ItemsListDefaultRouter(detail: detail)
    ///     let presenter = ItemsListDefaultPresenter(
    ///         interactor: interactor, router: router, formatting: formatting)
    ///     let view = ItemsListDefaultView(presenter: presenter)
    ///     return .wired(
    ///         name: Self.moduleName, route: ItemsListRoute.route,
    ///         view: view, presenter: presenter, interactor: interactor, router: router, activity: activity)
    /// }
    /// ```
    ///
    /// The view must conform to the presenter's `View` protocol and the presenter to the
    /// interactor's `Output`: Swift cannot say so in this signature, so it is checked here, when
    /// the module is built, and a mismatch stops the program with both types named (every
    /// module's tests build it through its builder, so a mismatch never gets past them).
    public static func wired<
        View: ModuleView, Presenter: DrawingPresenter, Interactor: ReportingInteractor
    >(
        name: String,
        route: Route,
        view: View,
        presenter: Presenter,
        interactor: Interactor,
        router: AnyObject,
        activity: ModuleActivity
    ) -> Module {
        guard let drawnOn = view as? Presenter.View else {
            preconditionFailure(
                "\(name): \(View.self) is not the \(Presenter.View.self) that \(Presenter.self) draws on")
        }
        guard let output = presenter as? Interactor.Output else {
            preconditionFailure(
                "\(name): \(Presenter.self) is not the \(Interactor.Output.self) that \(Interactor.self) reports to")
        }
        presenter.view = drawnOn
        interactor.output = output
        (router as? any NavigatingRouter)?.view = view
        return Module(
            name: name, route: route, view: view, presenter: presenter, interactor: interactor, router: router, activity: activity)
    }
}
