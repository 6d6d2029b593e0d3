/// The meaning of a text's colour, which each shell maps to its own palette
/// (seed 000: enabled items green, disabled red).
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
