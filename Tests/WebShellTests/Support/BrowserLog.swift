import WebShell

/// The browsers the web shell handed the app's flows, oldest first: what a test server records of
/// each session's browser.
@MainActor
final class BrowserLog {
    /// The browsers, oldest first.
    var clients: [BrowserClient] = []
}
