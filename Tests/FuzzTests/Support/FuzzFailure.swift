/// One input whose answer broke a rule.
struct FuzzFailure: Sendable {
    /// What is wrong, in words shared by alike failures (see ``AnswerCheck``).
    let problem: String
    /// The input.
    let request: FuzzRequest
    /// What came back.
    let outcome: ExchangeOutcome

    /// The input and its answer, to read and replay.
    var report: String {
        "\(problem)\n\(request)\n→ \(Self.describe(outcome))"
    }

    /// The answer's status, headers that matter, and the start of its body.
    static func describe(_ outcome: ExchangeOutcome) -> String {
        switch outcome {
        case .answer(let answer):
            let type = answer.header("Content-Type").map { ", Content-Type \($0)" } ?? ""
            let location = answer.header("Location").map { ", Location \($0)" } ?? ""
            return "\(answer.status)\(type)\(location), body (\(answer.body.count) bytes): "
                + FuzzRequest.escaped(answer.body, limit: 400)
        case .closed(let received, let reason):
            return "connection \(reason) after \(received) bytes"
        case .timedOut(let received):
            return "timed out after \(received) bytes"
        case .unreachable(let message):
            return "unreachable: \(message)"
        case .garbled(let message):
            return "garbled answer: \(message)"
        }
    }
}
