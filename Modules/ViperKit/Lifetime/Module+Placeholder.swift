extension Module {
    /// A module that stands in for one a preview or a tool does not build: a screen titled `name`
    /// at `route`, with no work and nothing behind it. A feature's previews give it to the builders
    /// of the modules theirs opens, so a preview never builds another feature.
    ///
    /// ```swift
    /// struct NoItemDetail: ItemDetailBuilding {
    ///     func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
    ///         .placeholder(named: "ItemDetail", route: ItemDetailRoute.route(for: input.id))
    ///     }
    /// }
    /// ```
    public static func placeholder(named name: String, route: Route) -> Module {
        let view = ModuleView(screen: Screen(title: name))
        let role = PlaceholderRole()
        return Module(
            name: name, route: route, view: view, presenter: role, interactor: role, router: role, activity: ModuleActivity())
    }
}
