/// The plugins an app ships, looked up by path.
public struct PluginRegistry: Sendable {
    /// The registered plugins, in registration order.
    public private(set) var plugins: [ModulePlugin] = []

    /// Creates a registry holding `plugins`.
    public init(_ plugins: [ModulePlugin] = []) {
        for plugin in plugins { register(plugin) }
    }

    /// Adds a plugin. Registering the same id twice is a programming error.
    public mutating func register(_ plugin: ModulePlugin) {
        precondition(!plugins.contains { $0.id == plugin.id }, "plugin \(plugin.id) is registered twice")
        plugins.append(plugin)
    }

    /// The plugin answering `path`, with the parameters read from it, or `nil`.
    public func resolve(_ path: String) -> (plugin: ModulePlugin, parameters: RouteParameters)? {
        for plugin in plugins {
            for pattern in plugin.routes {
                if let parameters = pattern.match(path) { return (plugin, parameters) }
            }
        }
        return nil
    }

    /// Builds the module answering `path`.
    @MainActor
    public func build(_ path: String) throws(RouteError) -> Module {
        guard let (plugin, parameters) = resolve(path) else { throw .notFound(path) }
        return try plugin.build(parameters)
    }
}
