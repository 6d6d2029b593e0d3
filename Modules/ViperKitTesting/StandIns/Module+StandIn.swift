import ViperKit

extension Module {
    /// A module with a plain screen and no behaviour, for a builder spy to return in place of the
    /// feature it stands for: it lives at the real feature's `route`, so navigation and the URL
    /// behave as with the real module; its view is a ``StandInView`` (which records the events it
    /// receives) holding three ``StandInRole``s, so the four are released together.
    ///
    /// ```swift
    /// func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
    ///     inputs.append(input)
    ///     return .standIn(name: "ItemDetail", route: ItemDetailRoute.route(for: input.id), title: "Item \(input.id)")
    /// }
    /// ```
    public static func standIn(name: String, route: Route, title: String) -> Module {
        let view = StandInView(screen: Screen(title: title))
        return Module(
            name: name + "StandIn",
            route: route,
            view: view,
            presenter: view.roles[0],
            interactor: view.roles[1],
            router: view.roles[2],
            activity: ModuleActivity()
        )
    }
}
