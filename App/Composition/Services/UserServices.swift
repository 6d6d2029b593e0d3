import Domain

/// The services a browser session's user works with, acting as that user once they have logged in.
/// Each browser session gets its own, so two people logged in at once never share a token.
public struct UserServices: Sendable {
    /// Logs the user in and out.
    public let auth: any AuthService
    /// Reads and changes items as the user.
    public let items: any ItemsService
    /// Reads the employee directory and its photos as the user.
    public let employees: any EmployeesService
    /// Reads the user's account details.
    public let account: any AccountService
    /// The entity gateway: the user, contacts, products and orders.
    public let gateway: any EntityGateway
    /// The user's feature flags: which implementation of an Interface serves them.
    public let flags: any FeatureFlags
    /// Fired when the server refuses the user's token.
    public let expiry: TokenExpiry

    /// Creates a set of services.
    public init(
        auth: any AuthService,
        items: any ItemsService,
        employees: any EmployeesService,
        account: any AccountService,
        gateway: any EntityGateway,
        flags: any FeatureFlags,
        expiry: TokenExpiry = TokenExpiry()
    ) {
        self.auth = auth
        self.items = items
        self.employees = employees
        self.account = account
        self.gateway = gateway
        self.flags = flags
        self.expiry = expiry
    }

    /// The same services, logging in and out through `auth` (a decorator of ``auth``).
    func replacingAuth(with auth: any AuthService) -> UserServices {
        UserServices(auth: auth, items: items, employees: employees, account: account, gateway: gateway, flags: flags, expiry: expiry)
    }
}
