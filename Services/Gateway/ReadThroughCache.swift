import Domain
import Foundation
import Storage

/// The rule every cached manager reads by: ask the API; on success replace this device's copy and
/// answer `.live`; when the API cannot be reached answer the copy, flagged
/// ``FetchSource/cache(savedAt:)``; with no copy, the API's error.
struct ReadThroughCache {
    /// When a copy is saved.
    let clock: any GatewayClock

    /// `live()`'s value, kept with `save`, or `cached()`'s copy when the API cannot be reached.
    func read<Value: Sendable>(
        live: () async throws(ServiceError) -> Value,
        save: (Value, Date) async throws(ServiceError) -> Void,
        cached: () async throws(ServiceError) -> CachedCopy<Value>?
    ) async throws(ServiceError) -> Fetched<Value> {
        do {
            let value = try await live()
            // A cache that cannot be written does not spoil a live answer.
            try? await save(value, clock.now)
            return Fetched(value, source: .live)
        } catch  where error.meansServerUnavailable {
            guard let copy = try await cached() else {
                throw error
            }
            return Fetched(copy.value, source: .cache(savedAt: copy.savedAt))
        }
    }
}
