/// How hard the demo API makes guessing passwords: failed logins allowed per account and per
/// client address in a time window, how attempts slow down before that, and how many password
/// checks run at once.
///
/// The limits apply to clients the account does not know. A device or an address that logged in to
/// the account before has a budget of ``failuresPerAccount`` of its own, with no wait and no address
/// limit, so strangers can neither lock it out nor use up its budget (see `LoginThrottle`).
public struct LoginLimits: Sendable {
    /// Failed logins allowed for one username within ``window`` from clients it does not know;
    /// more are refused with 429 until the window passes.
    public var failuresPerAccount: Int
    /// Failed logins allowed from one client address within ``window``, whatever the username.
    public var failuresPerAddress: Int
    /// The window failures are counted in; it starts at an account's or address's first failure.
    public var window: Duration
    /// Failures (of the account or the address, whichever has more) before attempts start to wait.
    public var freeFailures: Int
    /// How long after the last failure the first attempt past ``freeFailures`` may come (sooner,
    /// it is refused at once with the time left); it doubles with each further failure. `.zero`
    /// turns waiting off.
    public var firstDelay: Duration
    /// The longest wait.
    public var maxDelay: Duration
    /// Password checks (bcrypt: CPU-heavy on purpose) admitted at once; `nil` means one per
    /// password-check thread (one per core: half ahead of page work, the rest on idle cores only;
    /// `PasswordCheckThreads`).
    public var concurrentChecks: Int?
    /// Logins waiting for a check at most; one more is refused with 503, so a flood cannot queue
    /// up minutes of work in front of a real user.
    public var waitingChecks: Int
    /// The longest a login may wait for its password check at the checks' measured cost; one that
    /// would wait longer is refused at once with 503 and `Retry-After` (the wait), well before the
    /// client's own timeout (the app's is 10 s) would give up on it.
    public var longestCheckWait: Duration

    /// Limits; the defaults suit a real deployment (tests lower them): 10 failures per account and 50
    /// per address in 15 minutes, and after 3 failures a wait of 1, 2, 4, then 8 s after each failure.
    public init(
        failuresPerAccount: Int = 10,
        failuresPerAddress: Int = 50,
        window: Duration = .seconds(15 * 60),
        freeFailures: Int = 3,
        firstDelay: Duration = .seconds(1),
        maxDelay: Duration = .seconds(8),
        concurrentChecks: Int? = nil,
        waitingChecks: Int = 256,
        longestCheckWait: Duration = .seconds(5)
    ) {
        self.failuresPerAccount = max(1, failuresPerAccount)
        self.failuresPerAddress = max(1, failuresPerAddress)
        self.window = window
        self.freeFailures = max(0, freeFailures)
        self.firstDelay = max(.zero, firstDelay)
        self.maxDelay = max(self.firstDelay, maxDelay)
        self.concurrentChecks = concurrentChecks.map { max(1, $0) }
        self.waitingChecks = max(0, waitingChecks)
        self.longestCheckWait = longestCheckWait
    }

    /// The wait after the last of `failures` failures before the next attempt is checked.
    func delay(afterFailures failures: Int) -> Duration {
        guard failures >= freeFailures, firstDelay > .zero else { return .zero }
        var delay = firstDelay
        for _ in 0 ..< min(failures - freeFailures, 32) where delay < maxDelay {
            delay *= 2
        }
        return min(delay, maxDelay)
    }
}
