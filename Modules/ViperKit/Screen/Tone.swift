/// The meaning of a text's colour, which each shell maps to its own palette: a presenter says
/// what a colour means (an enabled item is `.positive`, a disabled one `.negative`) and the shell
/// picks the colour (green, red).
public enum Tone: String, Sendable, Equatable, CaseIterable {
    /// The default text colour.
    case normal
    /// Good, on, enabled (green).
    case positive
    /// Bad, off, disabled (red).
    case negative
    /// Less important text (grey).
    case secondary
}
