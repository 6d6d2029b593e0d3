import Domain

/// The services one app session (one signed-in browser tab group) works with. Each browser session
/// gets its own, so two people logged in at once never share a token.
public struct SessionServices: Sendable {
    /// Logs the session's user in and out.
    public let auth: any AuthService
    /// Reads and changes items as the session's user.
    public let items: any ItemsService
    /// Reads the employee directory and its photos as the session's user.
    public let employees: any EmployeesService
    /// Reads the session's user's account details.
    public let account: any AccountService
    /// The entity gateway: the session's user, contacts, products and orders.
    public let gateway: any EntityGateway
    /// Fired when the server refuses the session's token.
    public let expiry: SessionExpiry

    /// Creates a set of services.
    public init(
        auth: any AuthService,
        items: any ItemsService,
        employees: any EmployeesService,
        account: any AccountService,
        gateway: any EntityGateway,
        expiry: SessionExpiry = SessionExpiry()
    ) {
        self.auth = auth
        self.items = items
        self.employees = employees
        self.account = account
        self.gateway = gateway
        self.expiry = expiry
    }
}
