import Synchronization

/// What one campaign sent and what broke, filled from many threads at once.
final class FuzzLog: Sendable {
    private struct State {
        var inputs = 0
        var requests = 0
        var statuses: [Int: Int] = [:]
        var closed = 0
        var failures: [FuzzFailure] = []
    }

    /// The campaign's name.
    let name: String
    private let state = Mutex(State())

    /// An empty log for campaign `name`.
    init(name: String) {
        self.name = name
    }

    /// Judges `outcome` as the answer to `request` and records it; `hostile` says whether the
    /// request is a fuzz input (counted) or a plain step on the way (a login, following a
    /// redirect), which is judged all the same. Returns the failure, if any.
    @discardableResult
    func record(_ request: FuzzRequest, _ outcome: ExchangeOutcome, hostile: Bool = true) -> FuzzFailure? {
        let failure = AnswerCheck.problem(with: outcome, for: request).map {
            FuzzFailure(problem: $0, request: request, outcome: outcome)
        }
        state.withLock { state in
            if hostile { state.inputs += 1 }
            state.requests += 1
            switch outcome {
            case .answer(let answer): state.statuses[answer.status, default: 0] += 1
            case .closed: state.closed += 1
            default: break
            }
            if let failure { state.failures.append(failure) }
        }
        return failure
    }

    /// How many fuzz inputs were sent.
    var inputs: Int { state.withLock { $0.inputs } }

    /// The failures so far.
    var failures: [FuzzFailure] { state.withLock { $0.failures } }

    /// One line: inputs, requests, failures, closed connections and how many answers had each status.
    var summary: String {
        state.withLock { state in
            let statuses = state.statuses.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
            return "fuzz \(name): \(state.inputs) inputs (\(state.requests) requests), \(state.failures.count) failures; "
                + "closed without answer: \(state.closed); statuses: \(statuses)"
        }
    }
}
