/// The one door use cases go through to reach entities: it hands out a manager per
/// kind of entity. The App injects a live gateway (HTTP API + SQLite cache + order outbox); tests
/// and module-alone runs inject fakes.
public protocol EntityGateway: Sendable {
    /// Who is logged in.
    var userManager: any UserManager { get }
    /// The logged-in user's contacts.
    var contactManager: any ContactManager { get }
    /// The products that can be ordered.
    var productManager: any ProductManager { get }
    /// The logged-in user's orders, and creating new ones.
    var orderManager: any OrderManager { get }
}
