/// What `viper new` was asked for.
public struct ModuleRequest: Sendable, Equatable {
    /// The module's name, as typed (validated by the generator).
    public let name: String
    /// The template's name: `blank`, `list`, `form` or a project-local one.
    public let template: String
    /// The team that owns the module, for CODEOWNERS, if any.
    public let owner: String?
    /// Features whose Interface the module needs.
    public let uses: [String]

    /// Creates a request.
    public init(name: String, template: String = "blank", owner: String? = nil, uses: [String] = []) {
        self.name = name
        self.template = template
        self.owner = owner
        self.uses = uses
    }
}
