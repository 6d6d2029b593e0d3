/// What a feature exposes to the app: its id, the routes it answers and how to build it from a
/// route's parameters. The App registers the plugins it ships; a shell resolves URLs through them.
public struct ModulePlugin: Sendable {
    /// A stable identifier, for example `"items-list"`.
    public let id: String
    /// The routes the feature answers, for example `/items/:id`.
    public let routes: [RoutePattern]
    /// Builds the module for a matched route; throws a ``RouteError`` for bad parameters.
    public let build: @MainActor @Sendable (RouteParameters) throws(RouteError) -> Module

    /// Creates a plugin.
    public init(
        id: String,
        routes: [RoutePattern],
        build: @escaping @MainActor @Sendable (RouteParameters) throws(RouteError) -> Module
    ) {
        self.id = id
        self.routes = routes
        self.build = build
    }
}
