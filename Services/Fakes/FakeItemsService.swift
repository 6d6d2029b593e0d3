import Domain
import Synchronization

/// An in-memory ``ItemsService`` for tests and for running a module alone.
///
/// It validates requests as the real service does, records every call, and can be told to wait
/// before answering (ending with ``ServiceError/cancelled`` when the caller is cancelled) and to
/// fail the next call or every call. It is `Sendable`: its state sits behind a lock, so tests can
/// read and configure it synchronously.
///
/// ```swift
/// let items = FakeItemsService(generatedCount: 1_000_000)  // costs nothing until read
/// items.holdCalls(of: [.deleteAll])   // "Deleting…" until items.releaseCalls()
/// items.failNextCall(with: .unreachable, of: .deleteAll)
/// ```
public final class FakeItemsService: ItemsService, FakeControllable {
    private struct State: Sendable {
        var catalogue: FakeItemCatalogue
    }

    private let state: Mutex<State>
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<Call, Call.Kind>(service: "ItemsService")

    /// A fake holding `items`, in that order.
    public init(items: [Item] = []) {
        state = Mutex(State(catalogue: FakeItemCatalogue(items: items)))
    }

    /// A fake holding `count` ``FakeItems`` with ids `1 ... count`, generated when read, so a
    /// million items cost no memory until changed.
    public init(generatedCount count: Int) {
        state = Mutex(State(catalogue: FakeItemCatalogue(generatedCount: count)))
    }

    // MARK: - Inspecting

    /// How many items the fake holds now.
    public var count: Int { state.withLock { $0.catalogue.count } }

    /// The item with `id` as stored now, without recording a call.
    public func storedItem(id: Int64) -> Item? {
        state.withLock { $0.catalogue.item(id: id) }
    }

    // MARK: - ItemsService

    /// The items at `offset ..< offset + limit` and the total.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting;
    ///   ``ServiceError/invalidRequest(_:)`` for a negative offset or a limit outside `1 ... APIPath.maxPageSize`.
    public func items(offset: Int, limit: Int) async throws(ServiceError) -> Fetched<ItemPage> {
        let page = try await perform(.items(offset: offset, limit: limit)) { state throws(ServiceError) in
            guard offset >= 0 else {
                throw .invalidRequest("The offset must be zero or more, not \(offset).")
            }
            guard (1 ... APIPath.maxPageSize).contains(limit) else {
                throw .invalidRequest("The limit must be between 1 and \(APIPath.maxPageSize), not \(limit).")
            }
            let end = offset.addingReportingOverflow(limit)
            let range = offset ..< (end.overflow ? Int.max : end.partialValue)
            return ItemPage(items: state.catalogue.items(in: range), offset: offset, total: state.catalogue.count)
        }
        return Fetched(page, source: source)
    }

    /// The item with `id`.
    /// - Throws: an injected failure; ``ServiceError/cancelled``; ``ServiceError/notFound`` when there is none.
    public func item(id: Int64) async throws(ServiceError) -> Item {
        try await perform(.item(id: id)) { state throws(ServiceError) in
            guard let item = state.catalogue.item(id: id) else { throw .notFound }
            return item
        }
    }

    /// Saves `enabled` on item `id` and returns it.
    /// - Throws: an injected failure; ``ServiceError/cancelled``; ``ServiceError/notFound`` when there is none.
    public func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item {
        try await perform(.setEnabled(enabled, id: id)) { state throws(ServiceError) in
            guard var item = state.catalogue.item(id: id) else { throw .notFound }
            item.enabled = enabled
            state.catalogue.replace(item)
            return item
        }
    }

    /// Deletes every item and returns how many there were.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` (nothing is deleted then).
    public func deleteAll() async throws(ServiceError) -> Int {
        try await perform(.deleteAll) { state throws(ServiceError) in
            state.catalogue.removeAll()
        }
    }

    /// Gives back ``Item/sampleCount`` generated ``FakeItems`` (ids `1 ... sampleCount`, replacing
    /// any with those ids) and returns how many items it holds then.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` (nothing is added then).
    public func addSampleItems() async throws(ServiceError) -> Int {
        try await perform(.addSampleItems) { state throws(ServiceError) in
            state.catalogue.restoreGenerated(Item.sampleCount)
            return state.catalogue.count
        }
    }

    // MARK: - Simulation

    /// Records `call`, waits the delay, applies any injected failure, then runs `body` on the state.
    private func perform<Result: Sendable>(
        _ call: Call,
        _ body: (inout State) throws(ServiceError) -> Result
    ) async throws(ServiceError) -> Result {
        try await controls.begin(call, kind: call.kind)
        return try state.withLock { state throws(ServiceError) in try body(&state) }
    }
}
