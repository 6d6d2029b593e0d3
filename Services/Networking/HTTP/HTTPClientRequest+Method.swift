extension HTTPClientRequest {
    /// The HTTP methods the API uses.
    public enum Method: String, Sendable, Equatable {
        /// `GET`: reads; safe to repeat.
        case get = "GET"
        /// `POST`.
        case post = "POST"
        /// `PATCH`.
        case patch = "PATCH"
        /// `DELETE`.
        case delete = "DELETE"

        /// Whether sending the request twice has the same effect as sending it once, so a failed
        /// attempt may be retried.
        public var isIdempotent: Bool {
            self == .get
        }
    }
}
