import Domain

extension SignIn {
    /// A sign-in of the demo user carrying `token`, for clients whose token the test chooses.
    static func stub(token: String) -> SignIn {
        SignIn(token: token, user: User(id: 1, username: "demo", displayName: "Demo User"))
    }
}
