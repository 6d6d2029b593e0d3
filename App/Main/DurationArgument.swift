import Foundation

/// A duration given on the command line: a number and a unit, `ms` or `s` (`500ms`, `2s`, `1.5s`).
enum DurationArgument {
    /// The longest duration accepted: a latency longer than a minute only hides the app.
    static let maximum = Duration.seconds(60)

    /// The duration `text` names, or `nil` when it is not a number with a unit from zero to
    /// ``maximum``.
    static func parse(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale): (Substring, Double) =
            if trimmed.hasSuffix("ms") {
                (trimmed.dropLast(2), 0.001)
            } else if trimmed.hasSuffix("s") {
                (trimmed.dropLast(), 1)
            } else {
                ("", 0)
            }
        guard let value = Double(number), value.isFinite, value >= 0, value * scale <= 60 else { return nil }
        return .milliseconds(Int64((value * scale * 1_000).rounded()))
    }
}
