import ViperKit

/// Why the module chosen with `--module` and `--input` cannot run. Its description is shown on
/// the command line.
public enum ModuleSelectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--input` was given without `--module`.
    case inputWithoutModule(String)
    /// `--module` was empty.
    case blankModule
    /// An input is not of the form `key=value`.
    case malformedInput(String)
    /// The same key was given twice.
    case duplicateInput(String)
    /// No plugin has this id or name; `available` lists them as `Name (id)`.
    case unknownModule(String, available: [String])
    /// The module's plugin answers no route.
    case noRoute(String)
    /// The module's route needs a parameter no input gives.
    case missingInput(module: String, parameter: String, route: String)
    /// An input names no parameter of the module's route.
    case unexpectedInput(module: String, key: String, route: String)
    /// The module refused the inputs, as the web shell would for that URL.
    case invalidInput(module: String, RouteError)

    public var description: String {
        switch self {
        case .inputWithoutModule(let input):
            "--input \(input) needs --module to say which module it is for."
        case .blankModule:
            "--module must name a module."
        case .malformedInput(let input):
            "--input must be of the form key=value (for example id=3), not “\(input)”."
        case .duplicateInput(let key):
            "--input \(key)=… is given more than once."
        case .unknownModule(let name, let available):
            "There is no module “\(name)”. Available modules: \(available.joined(separator: ", "))."
        case .noRoute(let module):
            "\(module) answers no route, so it cannot run by itself."
        case .missingInput(let module, let parameter, let route):
            "\(module) needs --input \(parameter)=<value> (its route is \(route))."
        case .unexpectedInput(let module, let key, let route):
            "\(module) takes no input “\(key)” (its route is \(route))."
        case .invalidInput(let module, let error):
            "\(module): \(error.description)"
        }
    }
}
