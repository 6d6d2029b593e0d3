import Domain
import Fakes
import Testing

/// Every fake is configured through the same ``FakeControllable`` controls, so one specification
/// holds for all of them.
@Suite("Fake controls, the same on every fake")
struct FakeControlsTests {
    /// Runs the shared specification on `fake`, whose `call` makes one call that can fail.
    private func checkControls<Fake: FakeControllable>(
        _ fake: Fake,
        call: @escaping @Sendable () async throws(ServiceError) -> Void
    ) async throws {
        fake.failNextCall(with: .unreachable)
        await #expect(throws: ServiceError.unreachable) { try await call() }
        try await call()  // a one-shot failure is used up

        fake.failAllCalls(with: .timeout)
        await #expect(throws: ServiceError.timeout) { try await call() }
        await #expect(throws: ServiceError.timeout) { try await call() }
        fake.failAllCalls(with: nil)
        try await call()
        #expect(fake.callCount == 5, "failed calls are recorded too")

        fake.holdCalls()
        let waiting = Task { try await call() }
        while fake.heldCallCount < 1 { await Task.yield() }
        waiting.cancel()
        await #expect(throws: ServiceError.cancelled) { try await waiting.value }
        #expect(fake.cancelledCalls.count == 1)
        #expect(fake.heldCallCount == 0, "a cancelled call is held no more")

        let released = Task { try await call() }
        while fake.heldCallCount < 1 { await Task.yield() }
        fake.releaseCalls()
        try await released.value
        try await call()  // released: no longer held

        fake.resetCalls()
        #expect(fake.calls.isEmpty && fake.cancelledCalls.isEmpty)
    }

    @Test("items, auth, employees and account services fail, wait, record and forget alike")
    func services() async throws {
        let items = FakeItemsService(generatedCount: 3)
        try await checkControls(items) { () async throws(ServiceError) in _ = try await items.item(id: 1) }
        let auth = FakeAuthService()
        try await checkControls(auth) { () async throws(ServiceError) in _ = try await auth.logIn(username: "demo", password: "password") }
        let employees = FakeEmployeesService()
        try await checkControls(employees) { () async throws(ServiceError) in _ = try await employees.employees().value }
        let account = FakeAccountService()
        try await checkControls(account) { () async throws(ServiceError) in _ = try await account.details().value }
    }

    @Test("the gateway's user, contact, product and order managers fail, wait, record and forget alike")
    func managers() async throws {
        let gateway = FakeEntityGateway()
        try await checkControls(gateway.users) { () async throws(ServiceError) in _ = try await gateway.users.currentUser() }
        try await checkControls(gateway.contacts) { () async throws(ServiceError) in _ = try await gateway.contacts.contacts(of: FakeOrderData.user) }
        try await checkControls(gateway.products) { () async throws(ServiceError) in _ = try await gateway.products.products() }
        try await checkControls(gateway.orders) { () async throws(ServiceError) in _ = try await gateway.orders.orders() }
    }

    @Test("logging out cannot be made to fail, but it is recorded")
    func logOutCannotFail() async {
        let auth = FakeAuthService()
        auth.failAllCalls(with: .unreachable)
        await auth.logOut()
        #expect(auth.calls == [.logOut])
    }
}
