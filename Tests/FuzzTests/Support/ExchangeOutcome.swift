/// What came back for one request.
enum ExchangeOutcome: Sendable {
    /// An HTTP answer.
    case answer(RawHTTPAnswer)
    /// The server closed the connection (or reset it) without a whole answer; the bytes it sent.
    case closed(received: Int, reason: String)
    /// Nothing came back in time.
    case timedOut(received: Int)
    /// The request could not be sent (no connection); the message says why.
    case unreachable(String)
    /// The server sent bytes that are not an HTTP answer.
    case garbled(String)
}
