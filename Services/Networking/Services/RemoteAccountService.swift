import Domain

/// Domain's `AccountService` over the demo API: the details of the user whose bearer token the
/// client's ``CredentialStore`` holds.
public struct RemoteAccountService: AccountService {
    private let client: APIClient

    /// A service calling the API through `client`.
    public init(client: APIClient) {
        self.client = client
    }

    /// The logged-in user's details; see `AccountService`.
    public func details() async throws(ServiceError) -> Fetched<AccountDetails> {
        Fetched(try await client.accountDetails().value, source: .live)
    }
}
