import Domain
import Testing

/// A service of every kind whose every call fails the running test: the default for a service a
/// test does not expect its module to use, so an unexpected call is reported with its name and
/// the caller's line instead of quietly answering sample data.
///
/// ```swift
/// let gateway = EntityGatewaySpy(contacts: Unimplemented(), users: Unimplemented())
/// ```
///
/// A call records an issue and throws ``ServiceError/invalidRequest(_:)`` (or returns nothing, for
/// a call that cannot fail), so the module goes on to its error path and the test goes on to
/// report what else happened.
public struct Unimplemented: Sendable, AccountService, AuthService, EmployeesService, ItemsService,
    UserManager, ContactManager, ProductManager, OrderManager
{
    private let sourceLocation: SourceLocation

    /// A stand-in that reports calls at the line that created it.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func fail(_ call: String) -> ServiceError {
        Issue.record("\(call) was called, but the test did not set it up", sourceLocation: sourceLocation)
        return .invalidRequest("\(call) is unimplemented in this test")
    }

    public func details() async throws(ServiceError) -> Fetched<AccountDetails> { throw fail("AccountService.details()") }
    public func logIn(username: String, password: String) async throws(ServiceError) -> SignIn {
        throw fail("AuthService.logIn(username:password:)")
    }
    public func logOut() async { _ = fail("AuthService.logOut()") }
    public func employees() async throws(ServiceError) -> Fetched<[Employee]> { throw fail("EmployeesService.employees()") }
    public func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto? {
        throw fail("EmployeesService.photo(of:)")
    }
    public func items(offset: Int, limit: Int) async throws(ServiceError) -> Fetched<ItemPage> {
        throw fail("ItemsService.items(offset:limit:)")
    }
    public func item(id: Int64) async throws(ServiceError) -> Item { throw fail("ItemsService.item(id:)") }
    public func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item {
        throw fail("ItemsService.setEnabled(_:id:)")
    }
    public func deleteAll() async throws(ServiceError) -> Int { throw fail("ItemsService.deleteAll()") }
    public func addSampleItems() async throws(ServiceError) -> Int { throw fail("ItemsService.addSampleItems()") }
    public func currentUser() async throws(ServiceError) -> User { throw fail("UserManager.currentUser()") }
    public func contacts(of user: User) async throws(ServiceError) -> Fetched<[Contact]> { throw fail("ContactManager.contacts(of:)") }
    public func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> { throw fail("ContactManager.contact(id:)") }
    public func products() async throws(ServiceError) -> Fetched<[Product]> { throw fail("ProductManager.products()") }
    public func create(_ draft: OrderDraft) async throws(ServiceError) -> Order { throw fail("OrderManager.create(_:)") }
    public func orders() async throws(ServiceError) -> Fetched<[Order]> { throw fail("OrderManager.orders()") }
    public func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        throw fail("OrderManager.orders(contactID:)")
    }
    public func order(id: Order.ID) async throws(ServiceError) -> Fetched<Order> { throw fail("OrderManager.order(id:)") }
    public func sendAgain(id: Order.ID) async throws(ServiceError) -> Order { throw fail("OrderManager.sendAgain(id:)") }
}
