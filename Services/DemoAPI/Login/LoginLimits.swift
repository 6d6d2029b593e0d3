/// How hard the demo API makes guessing passwords: failed logins allowed per account and per
/// client address in a time window, and how many password checks run at once.
public struct LoginLimits: Sendable {
    /// Failed logins allowed for one username within ``window``; more are refused with 429 until
    /// the window passes (except from an address that logged in to the account before).
    public var failuresPerAccount: Int
    /// Failed logins allowed from one client address within ``window``, whatever the username.
    public var failuresPerAddress: Int
    /// The window failures are counted in; it starts at an account's or address's first failure.
    public var window: Duration
    /// Password checks (bcrypt: CPU-heavy on purpose) running at once; `nil` means one per core.
    public var concurrentChecks: Int?
    /// Logins waiting for a check at most; one more is refused with 503, so a flood cannot queue
    /// up minutes of work in front of a real user.
    public var waitingChecks: Int

    /// Limits; the defaults suit a real deployment (tests lower them).
    public init(
        failuresPerAccount: Int = 10,
        failuresPerAddress: Int = 50,
        window: Duration = .seconds(15 * 60),
        concurrentChecks: Int? = nil,
        waitingChecks: Int = 256
    ) {
        self.failuresPerAccount = max(1, failuresPerAccount)
        self.failuresPerAddress = max(1, failuresPerAddress)
        self.window = window
        self.concurrentChecks = concurrentChecks.map { max(1, $0) }
        self.waitingChecks = max(0, waitingChecks)
    }
}
