import ViperKit

/// One line of the order detail: a label and its value, in a tone.
struct OrderDetailRowViewModel: Sendable, Equatable {
    /// Identifies the line ("total", "status").
    let id: String
    /// The label.
    let title: String
    /// The value as text.
    let detail: String
    /// The colour meaning of the line.
    var tone: Tone = .normal
}
