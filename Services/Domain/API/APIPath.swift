/// The demo API's endpoints, shared by the server and the client so they cannot drift apart.
public enum APIPath {
    /// `GET`: answers 200 when the server is up.
    public static let health = "/api/health"
    /// `POST` ``LoginRequest`` -> ``SignIn``.
    public static let login = "/api/login"
    /// `POST`: ends the bearer token's session.
    public static let logout = "/api/logout"
    /// `GET ?offset=&limit=` -> ``ItemPage``; `DELETE` -> ``DeleteAllResponse``.
    public static let items = "/api/items"
    /// `POST` -> ``SampleItemsResponse``: gives the caller the sample items again.
    public static let sampleItems = "/api/items/samples"
    /// `GET` -> ``Item``; `PATCH` ``SetEnabledRequest`` -> ``Item``.
    public static func item(_ id: Int64) -> String { "/api/items/\(id)" }
    /// The largest `limit` the items endpoint accepts.
    public static let maxPageSize = 500
    /// The header naming the end user's address when a call comes through a proxy (the web
    /// shell); the API believes it only next to ``proxySecretHeader``.
    public static let forwardedForHeader = "X-Forwarded-For"
    /// The header naming the end user's browser when a call comes through the web shell: a random
    /// id the shell keeps in a long-lived cookie. An account knows the devices it logged in from, and
    /// strangers' failed logins never lock it out of them; believed only next to ``proxySecretHeader``.
    public static let deviceHeader = "X-Viper-Device"
    /// The header a proxy that forwards users' addresses (the web shell) proves itself with: the
    /// demo API believes ``forwardedForHeader`` and ``deviceHeader`` only next to its configured secret.
    public static let proxySecretHeader = "X-Viper-Proxy-Secret"
}
