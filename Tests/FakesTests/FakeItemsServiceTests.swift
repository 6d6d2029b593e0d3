import Domain
import Fakes
import Testing

@Suite("FakeItemsService")
struct FakeItemsServiceTests {
    @Test("pages items in list order and reports the total")
    func pagesItems() async throws {
        let service = FakeItemsService(items: FakeItems.make(120))
        let page = try await service.items(offset: 100, limit: 50).value
        #expect(page.offset == 100)
        #expect(page.total == 120)
        #expect(page.items.map(\.id) == Array(101 ... 120))
    }

    @Test("an offset past the end gives an empty page with the total")
    func offsetPastTheEnd() async throws {
        let service = FakeItemsService(items: FakeItems.make(3))
        let page = try await service.items(offset: 10, limit: 5).value
        #expect(page.items.isEmpty)
        #expect(page.total == 3)
    }

    @Test("a negative offset is an invalid request", arguments: [-1, -50, Int.min])
    func negativeOffset(offset: Int) async {
        let service = FakeItemsService(items: FakeItems.make(3))
        await #expect(throws: ServiceError.invalidRequest("The offset must be zero or more, not \(offset).")) {
            try await service.items(offset: offset, limit: 10).value
        }
    }

    @Test("a limit outside 1...500 is an invalid request", arguments: [0, -1, APIPath.maxPageSize + 1])
    func badLimit(limit: Int) async {
        let service = FakeItemsService(items: FakeItems.make(3))
        let error = await #expect(throws: ServiceError.self) {
            try await service.items(offset: 0, limit: limit).value
        }
        guard case .invalidRequest = error else {
            Issue.record("expected an invalid request, got \(String(describing: error))")
            return
        }
    }

    @Test("the largest page allowed is accepted")
    func largestPage() async throws {
        let service = FakeItemsService(generatedCount: 1_000)
        let page = try await service.items(offset: Int.max - 1, limit: APIPath.maxPageSize).value
        #expect(page.items.isEmpty)
        #expect(try await service.items(offset: 0, limit: APIPath.maxPageSize).value.items.count == APIPath.maxPageSize)
    }

    @Test("a missing item is not found, for reading and for changing")
    func missingItem() async {
        let service = FakeItemsService(items: FakeItems.make(2))
        await #expect(throws: ServiceError.notFound) { try await service.item(id: 3) }
        await #expect(throws: ServiceError.notFound) { try await service.setEnabled(true, id: 3) }
    }

    @Test("setting enabled saves it and returns the item as saved")
    func setEnabled() async throws {
        let service = FakeItemsService(items: [FakeItems.item(id: 1)])
        #expect(FakeItems.item(id: 1).enabled)
        let saved = try await service.setEnabled(false, id: 1)
        #expect(saved.enabled == false)
        #expect(try await service.item(id: 1) == saved)
        #expect(try await service.items(offset: 0, limit: 1).value.items == [saved])
    }

    @Test("deleting all returns how many were deleted and leaves none")
    func deleteAll() async throws {
        let service = FakeItemsService(items: FakeItems.make(7))
        #expect(try await service.deleteAll() == 7)
        #expect(service.count == 0)
        #expect(try await service.items(offset: 0, limit: 50).value == ItemPage(items: [], offset: 0, total: 0))
        await #expect(throws: ServiceError.notFound) { try await service.item(id: 1) }
    }

    @Test("records every call with its arguments, failed ones included")
    func recordsCalls() async throws {
        let service = FakeItemsService(items: FakeItems.make(2))
        _ = try await service.items(offset: 0, limit: 50).value
        _ = try await service.item(id: 2)
        _ = try await service.setEnabled(false, id: 1)
        _ = try? await service.item(id: 9)
        _ = try await service.deleteAll()
        #expect(service.calls == [.items(offset: 0, limit: 50), .item(id: 2), .setEnabled(false, id: 1), .item(id: 9), .deleteAll])
        service.resetCalls()
        #expect(service.calls.isEmpty)
    }

    @Test("fails the next call only, with the error it was given")
    func failsNextCall() async throws {
        let service = FakeItemsService(items: FakeItems.make(2))
        service.failNextCall(with: .unreachable)
        await #expect(throws: ServiceError.unreachable) { try await service.item(id: 1) }
        #expect(try await service.item(id: 1).id == 1)
    }

    @Test("a failure aimed at one operation waits for a call of that operation")
    func failsNextCallOfKind() async throws {
        let service = FakeItemsService(items: FakeItems.make(2))
        service.failNextCall(with: .server(status: 500, message: "boom"), of: .deleteAll)
        _ = try await service.items(offset: 0, limit: 10).value
        await #expect(throws: ServiceError.server(status: 500, message: "boom")) { try await service.deleteAll() }
        #expect(service.count == 2, "a failed delete deletes nothing")
    }

    @Test("queued failures are used in order")
    func queuedFailures() async throws {
        let service = FakeItemsService(items: FakeItems.make(1))
        service.failNextCall(with: .timeout)
        service.failNextCall(with: .unauthorized)
        await #expect(throws: ServiceError.timeout) { try await service.item(id: 1) }
        await #expect(throws: ServiceError.unauthorized) { try await service.item(id: 1) }
        #expect(try await service.item(id: 1).id == 1)
    }

    @Test("fails every call until told to stop")
    func failsAllCalls() async throws {
        let service = FakeItemsService(items: FakeItems.make(1))
        service.failAllCalls(with: .storage("disk full"))
        await #expect(throws: ServiceError.storage("disk full")) { try await service.item(id: 1) }
        await #expect(throws: ServiceError.storage("disk full")) { try await service.deleteAll() }
        service.failAllCalls(with: nil)
        #expect(try await service.deleteAll() == 1)
    }

    @Test("waits the delay before answering")
    func delay() async throws {
        let service = FakeItemsService(items: FakeItems.make(1))
        service.delay = .milliseconds(50)
        let clock = ContinuousClock()
        let elapsed = try await clock.measure { _ = try await service.item(id: 1) }
        #expect(elapsed >= .milliseconds(50))
    }

    @Test("a call cancelled while it is held ends with .cancelled and is recorded as cancelled")
    func cancellation() async throws {
        let service = FakeItemsService(items: FakeItems.make(1))
        service.holdCalls()
        let task = Task { () async throws(ServiceError) -> Int in try await service.deleteAll() }
        while service.calls.isEmpty { await Task.yield() }
        task.cancel()
        let result = await task.result
        #expect(throws: ServiceError.cancelled) { try result.get() }
        #expect(service.cancelledCalls == [.deleteAll])
        #expect(service.count == 1, "a cancelled delete deletes nothing")
    }

    @Test("a million generated items cost nothing until read, and change like stored ones")
    func generatedItems() async throws {
        let service = FakeItemsService(generatedCount: 1_000_000)
        let last = try await service.items(offset: 999_950, limit: 50).value
        #expect(last.total == 1_000_000)
        #expect(last.items.first == FakeItems.item(id: 999_951))
        #expect(last.items.last?.id == 1_000_000)
        let changed = try await service.setEnabled(!FakeItems.item(id: 500_000).enabled, id: 500_000)
        #expect(try await service.item(id: 500_000) == changed)
        await #expect(throws: ServiceError.notFound) { try await service.item(id: 1_000_001) }
        await #expect(throws: ServiceError.notFound) { try await service.item(id: 0) }
    }
}
