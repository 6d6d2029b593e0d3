import ViperKit

extension StringTable {
    /// The terminal host's own words (Back, the pager, the key help, link labels) in `language`.
    static func terminal(_ language: Language) -> StringTable {
        StringTable(bundle: .module, language: language)
    }
}
