/// What the person typed into a field, and the field's value when they started: when the module
/// changes the value (it cleared the password, it put in a corrected number) the draft is
/// dropped and the module's value shows, as a re-drawn web page would.
struct FieldDraft: Sendable, Equatable {
    /// The field's value when the draft was started.
    var original: String
    /// The text as typed.
    var text: String
}
