/// The logged-in user's account (seed 004's data manager).
public protocol AccountService: Sendable {
    /// The details of the logged-in user's account.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in.
    func details() async throws(ServiceError) -> AccountDetails
}
