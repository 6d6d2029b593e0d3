/// One file of a template: its path inside the template folder (placeholders and the
/// `.template` suffix included) and its text.
public struct TemplateFile: Sendable, Equatable {
    /// The path inside the template folder, such as `Modules/__Name__/Interface/__Name__Input.swift.template`
    /// or, for a string table, `Modules/__Name__/Sources/Resources/en.lproj/Localizable.strings.template`.
    public let path: String
    /// The file's text, with `{{…}}` placeholders.
    public let contents: String

    /// Creates a template file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
