import Foundation

/// `viper api`'s output for an ``APIGateResult``: lines a pull request can quote (each breaking change
/// with the modules it reaches and the teams to ask), or JSON for CI.
public struct APIReport: Sendable {
    /// The result to print.
    public let result: APIGateResult

    /// A report of `result`.
    public init(result: APIGateResult) {
        self.result = result
    }

    /// A summary line, then each change: breaking ones first, each with its reasons, its declarations
    /// before and after, the targets it reaches, the owners to ask and its acknowledgement (or the line
    /// that would acknowledge it); then acknowledgement problems. Ends with a newline.
    public var text: String {
        let blocking = result.blocking.count
        let breaking = result.breaking.count
        let additive = result.changes.count - breaking
        var lines = [
            "base: \(result.base)",
            "targets read: \(result.targetsRead.count)"
                + (result.targetsRead.isEmpty ? " (no library target changed)" : " (\(result.targetsRead.joined(separator: ", ")))"),
            "\(breaking) breaking (\(blocking) not acknowledged), \(additive) additive",
        ]
        let ordered = result.changes.filter { $0.severity == .breaking } + result.changes.filter { $0.severity == .additive }
        for change in ordered {
            lines.append("")
            lines.append("\(change.severity.rawValue)  \(change.symbol)  (\(change.file):\(change.line))")
            lines += change.reasons.map { "  - \($0)" }
            if let before = change.before, let after = change.after, before != after {
                lines.append("  before: \(before)")
                lines.append("  after:  \(after)")
            }
            guard change.severity == .breaking else { continue }
            lines.append("  reaches: " + (change.dependents.isEmpty ? "no other target" : change.dependents.joined(separator: ", ")))
            if !change.owners.isEmpty { lines.append("  ask: \(change.owners.joined(separator: " "))") }
            if let acknowledgement = change.acknowledgement {
                lines.append("  acknowledged: \(acknowledgement)")
            } else {
                lines.append("  to accept it, add to \(APIAcknowledgements.path): \(APIAcknowledgements.line(for: change.symbol))")
            }
        }
        if !result.acknowledgementProblems.isEmpty || !result.unusedAcknowledgements.isEmpty { lines.append("") }
        lines += result.acknowledgementProblems
        lines += result.unusedAcknowledgements.map { "\(APIAcknowledgements.path): `\($0)` is acknowledged, but no breaking change names it" }
        lines.append("")
        lines.append(
            result.passes
                ? "passes"
                : "fails: \(blocking) breaking change(s) not acknowledged"
                    + (result.acknowledgementProblems.isEmpty ? "" : ", \(result.acknowledgementProblems.count) acknowledgement(s) without a reason"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The result as JSON with sorted keys, plus `passes`.
    public func json() throws -> String {
        struct Output: Encodable {
            let passes: Bool
            let result: APIGateResult
            func encode(to encoder: any Encoder) throws {
                try result.encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(passes, forKey: .passes)
            }
            enum Key: String, CodingKey { case passes }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Output(passes: result.passes, result: result)), as: UTF8.self) + "\n"
    }
}
