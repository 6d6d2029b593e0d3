import Synchronization

/// The network address of the browser behind a session, as the shell last saw it.
///
/// The shell gives each browser session one and updates it on every request; the app's
/// services read it when they call an API on the user's behalf, so the API can tell users
/// apart by address (the demo API limits failed logins per client address) although every call
/// comes from the shell.
///
/// ```swift
/// WebShell(configuration: .init()) { navigator, address in
///     AppFlow(navigator: navigator, services: factory.makeServices(forwardedFor: { address.value }))
/// }
/// ```
public final class BrowserAddress: Sendable {
    private let address = Mutex<String?>(nil)

    /// An address not seen yet.
    public init() {}

    /// The address, e.g. `"192.0.2.7"` or `"::1"`; `nil` before the first request.
    public var value: String? {
        address.withLock { $0 }
    }

    /// Records the address of the latest request.
    func update(_ value: String?) {
        guard let value else { return }
        address.withLock { $0 = value }
    }
}
