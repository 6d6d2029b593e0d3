import Domain

/// A fake configured through its ``FakeControls``: the calls it received, a delay, and failures
/// to inject, with the same names on every fake.
///
/// ```swift
/// let contacts = FakeEntityGateway().contacts
/// contacts.holdCalls()
/// contacts.failNextCall(with: .unreachable, of: .contacts)
/// ```
public protocol FakeControllable: AnyObject, Sendable {
    /// One call the fake can receive.
    associatedtype Call: Sendable & Hashable
    /// Which operation a call is, so a failure can be aimed at one operation.
    associatedtype CallKind: Sendable & Hashable
    /// What the fake records and is told.
    var controls: FakeControls<Call, CallKind> { get }
}

extension FakeControllable {
    /// Every call received, in order (including those that failed or were cancelled).
    public var calls: [Call] { controls.calls }

    /// How many calls it received.
    public var callCount: Int { controls.calls.count }

    /// The calls whose caller was cancelled while they waited.
    public var cancelledCalls: [Call] { controls.cancelledCalls }

    /// How long every call waits before answering; `.zero` (the default) answers at once.
    public var delay: Duration {
        get { controls.delay }
        set { controls.delay = newValue }
    }

    /// Holds every call from now on (or only those of `kinds`), each until ``releaseCalls()``
    /// (see ``FakeControls/holdCalls(of:)``).
    public func holdCalls(of kinds: Set<CallKind>? = nil) {
        controls.holdCalls(of: kinds)
    }

    /// Lets every held call go on, and holds none from now on.
    public func releaseCalls() {
        controls.releaseCalls()
    }

    /// How many calls are held now.
    public var heldCallCount: Int { controls.heldCallCount }

    /// Where answers that can come from a device's copy (a page of items, the employees, the
    /// account) say they come from: `.live` by default, or a cached copy's time.
    public var source: FetchSource {
        get { controls.source }
        set { controls.source = newValue }
    }

    /// Makes the next call (of `kind`, or of any kind when `nil`) fail with `error`. Several
    /// failures queue up and are used in order.
    public func failNextCall(with error: ServiceError, of kind: CallKind? = nil) {
        controls.failNextCall(with: error, of: kind)
    }

    /// Makes the next call equal to `call` fail with `error`, once (see ``FakeControls/failCall(_:with:)``).
    public func failCall(_ call: Call, with error: ServiceError) {
        controls.failCall(call, with: error)
    }

    /// Makes every call that can fail fail with `error` from now on, or stops that when `error`
    /// is `nil`.
    public func failAllCalls(with error: ServiceError?) {
        controls.failAllCalls(with: error)
    }

    /// Forgets the calls recorded so far.
    public func resetCalls() {
        controls.resetCalls()
    }
}
