/// Fields submitted together by one action.
public struct ScreenForm: Sendable, Equatable {
    /// The fields, in order.
    public var fields: [ScreenField]
    /// The action that submits them.
    public var submit: ScreenAction
    /// A message about the whole form (for example "Wrong username or password"), if any.
    public var error: String?

    /// Creates a form.
    public init(fields: [ScreenField], submit: ScreenAction, error: String? = nil) {
        self.fields = fields
        self.submit = submit
        self.error = error
    }

    /// The field with this id, if the form has it.
    public func field(_ id: String) -> ScreenField? {
        fields.first { $0.id == id }
    }
}
