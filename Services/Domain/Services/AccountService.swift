/// The logged-in user's account.
public protocol AccountService: Sendable {
    /// The details of the logged-in user's account: live, or this device's copy when the API
    /// cannot be reached.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in.
    func details() async throws(ServiceError) -> Fetched<AccountDetails>
}
