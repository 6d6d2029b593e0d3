/// What joining a chunked body gives so far.
enum DechunkResult {
    /// The whole body.
    case complete([UInt8])
    /// More bytes are needed.
    case incomplete
    /// The chunks are malformed; the message says how.
    case invalid(String)

    /// The answer `make` builds from a complete body, or the same state for the others.
    func map(_ make: ([UInt8]) -> RawHTTPAnswer) -> RawHTTPAnswer.Parse {
        switch self {
        case .complete(let body): .complete(make(body))
        case .incomplete: .incomplete
        case .invalid(let message): .invalid(message)
        }
    }
}
