import ViperKit

extension StringTable {
    /// The shell's own words (Back, the pager, problem pages, the language switch) in `language`.
    static func shell(_ language: Language) -> StringTable {
        StringTable(bundle: .module, language: language)
    }
}
