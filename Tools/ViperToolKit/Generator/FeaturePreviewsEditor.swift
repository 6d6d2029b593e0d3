/// Edits `App/Composition/Previews/FeaturePreviews.swift` as text: adds a feature's previews above
/// the `// viper:previews` marker and its `import`, keeping the imports sorted.
public enum FeaturePreviewsEditor {
    /// The marker line's text, without indentation.
    public static let marker = "// viper:previews"

    /// `source` with `("<name>", <name>Previews.all),` above the marker and `import <name>Previews`.
    /// Returns the new text and the lines inserted.
    public static func addingPreviews(for name: String, to source: String) throws(GeneratorError) -> (text: String, lines: [String]) {
        try MarkedListEditor.inserting(
            "(\"\(name)\", \(name)Previews.all),", importing: name + "Previews", above: marker, in: source, file: "FeaturePreviews.swift")
    }
}
