/// The per-session token every form carries, so another site cannot post on the user's behalf.
enum CSRF {
    /// The name of the hidden field that carries the token.
    static let fieldName = "_csrf"
}
