import Domain

extension AuthSession {
    /// A session of the demo user carrying `token`, for clients whose token the test chooses.
    static func stub(token: String) -> AuthSession {
        AuthSession(token: token, user: User(id: 1, username: "demo", displayName: "Demo User"))
    }
}
