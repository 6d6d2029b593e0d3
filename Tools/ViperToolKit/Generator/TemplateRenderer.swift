/// Fills a template's placeholders: `__Name__` in paths; `{{Name}}`, `{{name}}` (lowerCamel),
/// `{{kebab-name}}`, `{{title}}` and `{{owner}}` in contents, whatever the file's kind (Swift
/// sources and string tables alike). A `.template` suffix is dropped from paths
/// (`Localizable.strings.template` becomes `Localizable.strings`), so template files are never
/// compiled or bundled by SwiftPM.
public struct TemplateRenderer: Sendable {
    /// The value of each placeholder, by its name between the braces.
    public let values: [String: String]
    /// The module's name.
    public let name: ModuleName

    /// Creates a renderer for module `name` owned by `owner` (`team-platform` when none is given).
    public init(name: ModuleName, owner: String?) {
        self.name = name
        self.values = [
            "Name": name.value,
            "name": name.lowerCamel,
            "kebab-name": name.kebab,
            "title": name.title,
            "owner": owner.map { "@" + $0 } ?? "@team-platform",
        ]
    }

    /// The output path of template path `path`.
    public func path(_ path: String) -> String {
        var rendered = path.replacingOccurrences(of: "__Name__", with: name.value)
        if rendered.hasSuffix(".template") { rendered.removeLast(".template".count) }
        return rendered
    }

    /// `file`'s contents with every placeholder filled; an unknown `{{…}}` placeholder is an error.
    public func contents(_ file: TemplateFile) throws(GeneratorError) -> String {
        var output = ""
        var rest = Substring(file.contents)
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                output += rest[open.lowerBound...]
                rest = ""
                break
            }
            let key = String(rest[open.upperBound ..< close.lowerBound])
            guard let value = values[key] else {
                throw .unknownPlaceholder("{{\(key)}}", file: file.path)
            }
            output += value
            rest = rest[close.upperBound...]
        }
        output += rest
        return output
    }
}
