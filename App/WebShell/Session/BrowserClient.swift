import Synchronization

/// The browser behind a session, as the shell last saw it: its network address and its device id.
///
/// The shell gives each browser session one and updates it on every request; the app's services
/// read it when they call an API on the user's behalf, so the API can tell users apart although
/// every call comes from the shell: the demo API limits failed logins per client address, and
/// exempts the devices an account logged in from before.
///
/// The device id is a random token the shell keeps in a long-lived cookie of its own
/// (``WebShellConfiguration/deviceCookieName``), set with the first session's cookie; it says
/// nothing about the user and is worth something only to the API that bound it to an account.
///
/// ```swift
/// WebShell(configuration: .init()) { navigator, browser in
///     AppFlow(navigator: navigator, services: {
///         factory.makeServices(endUser: { EndUser(address: browser.address, device: browser.device) })
///     })
/// }
/// ```
public final class BrowserClient: Sendable {
    private let state = Mutex<(address: String?, device: String?)>((nil, nil))

    /// A browser not seen yet.
    public init() {}

    /// The address, e.g. `"192.0.2.7"` or `"::1"`; `nil` before the first request.
    public var address: String? {
        state.withLock { $0.address }
    }

    /// The device id; `nil` before the first request.
    public var device: String? {
        state.withLock { $0.device }
    }

    /// Records the address of the latest request and, when it carried one, its device id.
    func update(address: String?, device: String?) {
        state.withLock { state in
            if let address { state.address = address }
            if let device { state.device = device }
        }
    }
}
