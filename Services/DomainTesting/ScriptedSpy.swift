/// A spy that answers as its ``SpyScript`` says and reads the script's settings and records
/// through to it, so a test writes `spy.failure = .unreachable`, `spy.holdCalls()` and
/// `#expect(spy.calls == [.contacts])` on the spy itself.
///
/// ```swift
/// @dynamicMemberLookup
/// public final class ProductManagerSpy: ProductManager, ScriptedSpy {
///     public enum Call: Equatable, Sendable { case products }
///     public let script = SpyScript<Call>(service: "ProductManager")
///
///     public func products() async throws(ServiceError) -> Fetched<[Product]> {
///         let source = try await script.answer(.products)
///         return Fetched([], source: source)
///     }
/// }
/// ```
public protocol ScriptedSpy: AnyObject, Sendable {
    /// A call the spy received.
    associatedtype Call: Equatable & Sendable
    /// How it answers, and what it was asked.
    var script: SpyScript<Call> { get }
}

extension ScriptedSpy {
    /// Reads and sets the script's settings (`source`, `failure`).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<SpyScript<Call>, Value>) -> Value {
        get { script[keyPath: keyPath] }
        set { script[keyPath: keyPath] = newValue }
    }

    /// Holds every call from now on, each until ``releaseCalls()`` (see ``SpyScript/holdCalls()``).
    public func holdCalls() {
        script.holdCalls()
    }

    /// Lets every held call go on.
    public func releaseCalls() {
        script.releaseCalls()
    }

    /// Reads the script's records (`calls`, `cancelledCalls`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<SpyScript<Call>, Value>) -> Value {
        script[keyPath: keyPath]
    }
}
