import Domain

/// The managers the order history never uses: each call fails, so a use of one shows up in a test.
struct UnusedManagers: UserManager, ContactManager, ProductManager {
    func currentUser() async throws(ServiceError) -> User { throw .invalidRequest("unused") }
    func contacts() async throws(ServiceError) -> Fetched<[Contact]> { throw .invalidRequest("unused") }
    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> { throw .invalidRequest("unused") }
    func products() async throws(ServiceError) -> Fetched<[Product]> { throw .invalidRequest("unused") }
}
