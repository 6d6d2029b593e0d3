import Foundation
import ViperKit

/// The feature module to run by itself (`App --module ItemDetail --input id=3`), as typed on the
/// command line: a name and the values to fill its route with.
///
/// A name matches a plugin when it is the plugin's id (`item-detail`) or, compared
/// case-insensitively with hyphens removed, the module's name (`ItemDetail`, `itemdetail`).
public struct ModuleSelection: Sendable, Equatable {
    /// The module's name or plugin id, as typed.
    public let name: String
    /// The route parameters, by name (`id` → `3`).
    public let inputs: [String: String]

    /// Creates a selection of the module called `name` with route parameters `inputs`.
    public init(name: String, inputs: [String: String] = [:]) {
        self.name = name
        self.inputs = inputs
    }

    /// Reads the `--module` and `--input` options: `nil` when no module is chosen.
    /// - Throws: ``ModuleSelectionError/inputWithoutModule`` for inputs with no module,
    ///   ``ModuleSelectionError/blankModule`` for an empty name,
    ///   ``ModuleSelectionError/malformedInput(_:)`` for an input not of the form `key=value`, and
    ///   ``ModuleSelectionError/duplicateInput(_:)`` for a key given twice.
    public static func parse(module: String?, inputs: [String]) throws(ModuleSelectionError) -> ModuleSelection? {
        guard let module else {
            if let first = inputs.first { throw .inputWithoutModule(first) }
            return nil
        }
        let name = module.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .blankModule }
        var values: [String: String] = [:]
        for input in inputs {
            guard let equals = input.firstIndex(of: "=") else { throw .malformedInput(input) }
            let key = input[..<equals].trimmingCharacters(in: .whitespaces)
            let value = String(input[input.index(after: equals)...])
            guard !key.isEmpty, !value.isEmpty, !key.contains("/") else { throw .malformedInput(input) }
            guard values[key] == nil else { throw .duplicateInput(key) }
            values[key] = value
        }
        return ModuleSelection(name: name, inputs: values)
    }

    /// Finds the chosen module among `plugins` and fills its first route with the inputs.
    /// - Throws: ``ModuleSelectionError/unknownModule(_:available:)`` when no plugin matches,
    ///   ``ModuleSelectionError/noRoute(_:)`` for a plugin without routes,
    ///   ``ModuleSelectionError/missingInput(module:parameter:route:)`` for a route parameter with
    ///   no input, and ``ModuleSelectionError/unexpectedInput(module:key:route:)`` for an input the
    ///   route does not take.
    public func resolve(in plugins: [ModulePlugin]) throws(ModuleSelectionError) -> SelectedModule {
        let wanted = Self.normalized(name)
        guard let plugin = plugins.first(where: { $0.id == name || Self.normalized($0.id) == wanted }) else {
            throw .unknownModule(name, available: plugins.map { "\(SelectedModule.name(ofPlugin: $0.id)) (\($0.id))" })
        }
        let moduleName = SelectedModule.name(ofPlugin: plugin.id)
        guard let pattern = plugin.routes.first else { throw .noRoute(moduleName) }
        let parameters = Self.parameters(of: pattern)
        if let missing = parameters.first(where: { inputs[$0] == nil }) {
            throw .missingInput(module: moduleName, parameter: missing, route: pattern.pattern)
        }
        if let extra = inputs.keys.sorted().first(where: { !parameters.contains($0) }) {
            throw .unexpectedInput(module: moduleName, key: extra, route: pattern.pattern)
        }
        return SelectedModule(id: plugin.id, name: moduleName, pattern: pattern, route: pattern.route(inputs))
    }

    /// The names of the parameters in `pattern` (`id` in `/items/:id`), in order.
    static func parameters(of pattern: RoutePattern) -> [String] {
        pattern.pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }

    /// `name` lowercased without hyphens, so `ItemDetail`, `item-detail` and `itemdetail` match.
    static func normalized(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "-", with: "")
    }
}
