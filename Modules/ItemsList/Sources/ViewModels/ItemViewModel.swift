import ViperKit

/// One item as the list shows it: its name, the colour meaning of its state and its creation date
/// as text. The presenter makes it from an `Item`.
struct ItemViewModel: Sendable, Equatable, Identifiable {
    /// The item's id, which is also its row's id.
    let id: Int64
    /// The item's name.
    let name: String
    /// `.positive` (green) when the item is enabled, `.negative` (red) when it is disabled.
    let tone: Tone
    /// The creation date, formatted for display.
    let date: String
}
