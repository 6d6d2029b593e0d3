/// Edits `App/Composition/Flow/FeaturePlugins.swift` as text: adds a feature's plugin above the
/// `// viper:plugins` marker and its `import`, keeping the imports sorted.
public enum FeaturePluginsEditor {
    /// The marker line's text, without indentation.
    public static let marker = "// viper:plugins"
    /// The parameter of the plugin list that gives the session's language, when it has one.
    public static let languageParameter = "language: Language"

    /// `source` with `<name>DefaultBuilder().plugin(),` above the marker and `import <name>`; when
    /// the plugin list takes the session's language (`language: Language`), the builder is given it:
    /// `<name>DefaultBuilder(language: language).plugin(),`. Returns the new text and the lines inserted.
    public static func addingPlugin(for name: String, to source: String) throws(GeneratorError) -> (text: String, lines: [String]) {
        let arguments = source.contains(languageParameter) ? "language: language" : ""
        return try MarkedListEditor.inserting(
            "\(name)DefaultBuilder(\(arguments)).plugin(),", importing: name, above: marker, in: source, file: "FeaturePlugins.swift")
    }
}
