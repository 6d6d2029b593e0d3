import Domain
import Fakes
import Testing

@Suite("Fake employees and account services")
struct FakePeopleServicesTests {
    @Test("the fake directory answers its employees, and photos only for those that have one")
    func employees() async throws {
        let service = FakeEmployeesService()
        #expect(try await service.employees().value == FakeEmployees.all)
        #expect(try await service.photo(of: FakeEmployees.alice) == FakeEmployees.photo(id: 1))
        #expect(try await service.photo(of: FakeEmployees.bruno) == nil, "a photo path with nothing behind it")
        #expect(try await service.photo(of: FakeEmployees.daniel) == nil, "no photo path")
        #expect(service.calls == [.employees, .photo(employeeID: 1), .photo(employeeID: 2), .photo(employeeID: 4)])
    }

    @Test("failures can be aimed at one operation, or at every call")
    func failures() async throws {
        let service = FakeEmployeesService()
        service.failNextCall(with: .timeout, of: .photo)
        #expect(try await service.employees().value.count == 4)
        await #expect(throws: ServiceError.timeout) { try await service.photo(of: FakeEmployees.alice) }
        service.failAllCalls(with: .unreachable)
        await #expect(throws: ServiceError.unreachable) { try await service.employees().value }
        service.failAllCalls(with: nil)
        #expect(try await service.employees().value.count == 4)
    }

    @Test("a call cancelled while it waits ends with cancelled and is recorded")
    func cancellation() async {
        let service = FakeEmployeesService()
        service.holdCalls()
        let task = Task { try await service.employees().value }
        while service.calls.isEmpty { await Task.yield() }
        task.cancel()
        await #expect(throws: ServiceError.cancelled) { try await task.value }
        #expect(service.cancelledCalls == [.employees])
    }

    @Test("the fake account answers the demo user's details, fails when told, and counts its calls")
    func account() async throws {
        let service = FakeAccountService()
        #expect(try await service.details().value == FakeAccountService.demoDetails)
        #expect(FakeAccountService.demoDetails.username == FakeAuthService.Account.demo.username)
        service.failNextCall(with: .unauthorized)
        await #expect(throws: ServiceError.unauthorized) { try await service.details().value }
        #expect(try await service.details().value.email == "demo@example.com")
        #expect(service.callCount == 3)
    }
}
