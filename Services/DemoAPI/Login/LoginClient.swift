/// Who is trying to log in, as far as the API can tell: the client's address and, when the web
/// shell vouches for it (with its proxy secret), the browser's device id.
struct LoginClient: Sendable, Equatable {
    /// The client's IP address: the peer's, or the one the web shell forwards.
    var address: String?
    /// The browser's device id (a random id the web shell keeps in a long-lived cookie), if forwarded.
    var device: String?
}
