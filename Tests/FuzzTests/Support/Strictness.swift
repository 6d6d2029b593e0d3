/// How strictly an answer to an input is judged.
enum Strictness: Sendable {
    /// A well-formed HTTP request: the app must answer it, below 500, with a page or a JSON body
    /// that says what happened.
    case strict
    /// A request malformed at the HTTP level (bad framing, bytes a request line may not hold):
    /// any answer below 500, or a closed connection, will do.
    case lenient
}
