import Domain
import Foundation
import Logging
import Networking
import Storage

/// Sends the orders waiting in the client database's outbox, one process-wide instance over the
/// client database.
///
/// - Oldest first, each with its idempotency key and the latest stored sign-in of its user, so
///   an order is stored once by the server however often it is sent.
/// - When the server cannot be reached, times out or fails (5xx), it waits with exponential
///   backoff (``OutboxBackoff``: 0.5 s doubling to 30 s by default), back to the start after a
///   success; ``wake()`` (a new order saved) ends the wait at once.
/// - When the server refuses a user's sign-in (401), that user's orders wait until a new
///   sign-in of theirs is stored (``signInStored(_:)``, a new login).
/// - When the server refuses an order (another 4xx), it stops trying it and records why: the
///   order is ``OrderStatus/refused`` and never deleted.
/// - ``start()`` first tries every pending order, so orders left by a previous run go out at once.
///
/// - Logouts go out the same way: ``signInEnded(_:)`` queues the sign-in's token in the file and
///   forgets its stored copy at once, unless its user has orders still waiting, which go out with
///   it first (a sign-in that ended because the App stopped while the API was away must not strand
///   them). The loop revokes it on the server as soon as the server answers and the user's orders
///   are sent, so a logout made while the API is away still ends the sign-in there.
///
/// One attempt per order at a time: ``LiveEntityGateway``'s inline send and the loop share it.
///
/// Kept in one file on purpose: its loop, its backoff and each order's attempt read and write the
/// same private, actor-isolated state (the orders in flight, the refused tokens, when to resume);
/// split by concern, that state would be open to the whole target.
public actor OutboxSender {
    /// The clock the sender reads and waits by (the managers date their saves by it too).
    public nonisolated let clock: any GatewayClock
    /// The backoff after failures.
    public nonisolated let backoff: OutboxBackoff

    private let client: APIClient
    private let outbox: OutboxStore
    private let signIns: SignInStore
    private let signal = WakeSignal()
    private var loop: Task<Void, Never>?
    private var inFlight: [OutboxKey: Task<OutboxOutcome, Never>] = [:]
    /// The token the server refused, by user: their orders wait for another one.
    private var refusedTokens: [Int64: String] = [:]
    /// When sending may be tried again after the last failure.
    private var resumeAt: Date?
    /// Where sends (`info`), retries and orders waiting for a login (`notice`) and refusals
    /// (`warning`) are logged.
    private let logger: Logger

    /// How many attempts in a row could not reach the server (0 after a success).
    public private(set) var consecutiveFailures = 0

    /// A sender of the outbox of `database` (a ``SQLiteSchema/client`` database) to the API
    /// `client` talks to. `client`'s own credentials are not used: each order goes with its
    /// user's stored sign-in.
    public init(
        client: APIClient,
        database: SQLiteDatabase,
        backoff: OutboxBackoff = .standard,
        clock: any GatewayClock = SystemGatewayClock(),
        logger: Logger = OutboxSender.quietLogger
    ) {
        self.client = client
        self.outbox = OutboxStore(database: database)
        self.signIns = SignInStore(database: database)
        self.backoff = backoff
        self.clock = clock
        self.logger = logger
    }

    /// A logger that writes warnings and worse only: the default, so a sender in a test stays quiet.
    public static var quietLogger: Logger {
        var logger = Logger(label: "viper.outbox")
        logger.logLevel = .warning
        return logger
    }

    // MARK: Running

    /// Starts sending in the background (does nothing when already started).
    public func start() {
        guard loop == nil else { return }
        loop = Task { await self.run() }
    }

    /// Stops sending: first, for at most `grace`, sends the logouts that are due, unless the
    /// server is known to be away (a person who quits the App is logged out on the server now, not
    /// at the next start); then ends the loop and cancels attempts in flight (their orders, and any
    /// logout not sent, stay queued and are sent by the next start), and returns.
    ///
    /// ```swift
    /// await sender.stop(sendingLogoutsWithin: .seconds(2))   // the App quitting
    /// ```
    public func stop(sendingLogoutsWithin grace: Duration = .zero) async {
        if grace > .zero, !isBackingOff {
            let clock = clock
            await withTaskGroup(of: Void.self) { group in
                group.addTask { _ = await self.sendLogouts() }
                group.addTask { try? await clock.sleep(for: grace) }
                await group.next()
                group.cancelAll()
            }
        }
        let loop = loop
        self.loop = nil
        loop?.cancel()
        await loop?.value
        let attempts = Array(inFlight.values)
        for attempt in attempts {
            attempt.cancel()
        }
        for attempt in attempts {
            _ = await attempt.value
        }
    }

    /// Ends the current wait at once: a new order was saved.
    public nonisolated func wake() {
        signal.signal()
    }

    /// Keeps `signIn` as its user's latest and, when it is not the token the server refused,
    /// sends that user's waiting orders again.
    public func signInStored(_ signIn: SignIn) async {
        try? await signIns.save(signIn, at: clock.now)
        if refusedTokens[signIn.user.id] != signIn.token {
            refusedTokens[signIn.user.id] = nil
        }
        wake()
    }

    /// Ends `signIn`: its token is queued in the client database to be revoked on the server, which
    /// the loop does as soon as the server answers and the user has no order waiting to go out with
    /// it; its stored copy is deleted at once when there is none, else once it is revoked.
    public func signInEnded(_ signIn: SignIn) async {
        do {
            try await signIns.end(signIn, at: clock.now)
        } catch {
            logger.warning("logout not queued: \(error.reason)", metadata: ["user": "\(signIn.user.id)"])
        }
        wake()
    }

    // MARK: Sending

    /// Tries to send order `id` now (or joins the attempt in flight) and returns how it ended.
    /// - Parameter dueBy: For the loop: send only if the order is still due by then (another
    ///   attempt may have postponed it meanwhile).
    func deliver(_ id: OutboxKey, dueBy: Date? = nil) async -> OutboxOutcome {
        if let running = inFlight[id] {
            return await running.value
        }
        let attempt = Task { await self.perform(id, dueBy: dueBy) }
        inFlight[id] = attempt
        let outcome = await attempt.value
        inFlight[id] = nil
        return outcome
    }

    /// The loop: a first round over every pending order, then rounds over the due ones, waiting
    /// between them for the backoff, the next due order or a wake-up.
    private func run() async {
        var dueBy: Date?
        while !Task.isCancelled {
            await sendRound(dueBy: dueBy)
            if Task.isCancelled { break }
            let wait = await nextWait()
            if wait != .zero {
                await pause(wait)
            }
            dueBy = clock.now
        }
    }

    /// Sends the pending orders (due by `dueBy`, or all when `nil`) oldest first, stopping at the
    /// first that cannot reach the server.
    private func sendRound(dueBy: Date?) async {
        guard !isBackingOff, await sendLogouts(), let entries = try? await outbox.pending(dueBy: dueBy) else { return }
        var waiting: [Int64: Bool] = [:]
        for entry in entries {
            // Any attempt (this round's or an inline one) that failed to reach the server ends the round.
            if Task.isCancelled || isBackingOff { return }
            if await isWaitingForLogin(entry.userID, known: &waiting) { continue }
            if await deliver(entry.id, dueBy: dueBy ?? entry.nextAttemptAt) == .retryLater { return }
        }
    }

    /// Revokes the queued logouts on the server, oldest first; `false` when the server could not be
    /// reached (the rest wait for the backoff, like orders).
    private func sendLogouts() async -> Bool {
        guard let tokens = try? await signIns.logoutsDue() else { return true }
        for token in tokens {
            if Task.isCancelled { return false }
            do {
                try await client.logOut(token: token)
                await answered()
            } catch {
                if error == .cancelled { return false }
                if error.meansServerUnavailable {
                    backOff()
                    logger.notice("logout not sent, retrying in \(backoff.delay(afterFailures: consecutiveFailures)): \(error.reason)")
                    return false
                }
                // Any other answer (the token is already unknown, say) means there is nothing left to end.
            }
            try? await signIns.logoutSent(token: token)
            logger.info("logout sent")
        }
        return true
    }

    /// The server answers (again): whatever waited for the backoff goes now.
    private func answered() async {
        guard consecutiveFailures > 0 else { return }
        consecutiveFailures = 0
        resumeAt = nil
        try? await outbox.makePendingDue(at: clock.now)
        wake()
    }

    /// Whether the last failure's backoff is not over (by more than the half millisecond dates
    /// are rounded to).
    private var isBackingOff: Bool {
        guard let resumeAt else { return false }
        return resumeAt.timeIntervalSince(clock.now) >= 0.0005
    }

    /// How long to wait before the next round: until the earliest pending order is due (and the
    /// backoff is over), or `nil` (until woken) when no order can be sent.
    private func nextWait() async -> Duration? {
        guard let entries = try? await outbox.pending() else { return nil }
        var waiting: [Int64: Bool] = [:]
        var earliest: Date?
        if let logouts = try? await signIns.logoutsDue(), !logouts.isEmpty {
            earliest = clock.now
        }
        for entry in entries {
            if await isWaitingForLogin(entry.userID, known: &waiting) { continue }
            earliest = min(earliest ?? entry.nextAttemptAt, entry.nextAttemptAt)
        }
        guard var target = earliest else { return nil }
        if let resumeAt {
            target = max(target, resumeAt)
        }
        let milliseconds = (target.timeIntervalSince(clock.now) * 1000).rounded()
        return milliseconds > 0 ? .milliseconds(Int64(milliseconds)) : .zero
    }

    /// Waits `wait` (forever when `nil`), or until woken or cancelled.
    private func pause(_ wait: Duration?) async {
        let clock = clock
        let signal = signal
        await withTaskGroup(of: Void.self) { group in
            if let wait {
                group.addTask { try? await clock.sleep(for: wait) }
            }
            group.addTask { await signal.wait() }
            await group.next()
            group.cancelAll()
        }
    }

    /// Whether user `userID`'s orders wait for a new sign-in (the stored one was refused, or
    /// there is none), remembering answers in `known` for one round.
    private func isWaitingForLogin(_ userID: Int64, known: inout [Int64: Bool]) async -> Bool {
        if let answer = known[userID] { return answer }
        let signIn = try? await signIns.signIn(userID: userID)
        let answer = signIn == nil || signIn?.token == refusedTokens[userID]
        known[userID] = answer
        return answer
    }

    /// One attempt at sending order `id` with its user's stored sign-in, recording the outcome.
    private func perform(_ id: OutboxKey, dueBy: Date?) async -> OutboxOutcome {
        guard let entry = try? await outbox.entry(id) else {
            return .missing
        }
        switch entry.order.status {
        case .sent:
            return .sent
        case .refused:
            return .refused(.invalidRequest(entry.lastError ?? ServiceError.notFound.reason))
        case .pending:
            break
        }
        if let dueBy, entry.nextAttemptAt.timeIntervalSince(dueBy) >= 0.0005 {
            // Another attempt failed meanwhile and postponed it.
            return .retryLater
        }
        guard let signIn = try? await signIns.signIn(userID: entry.userID), signIn.token != refusedTokens[entry.userID] else {
            try? await outbox.note(id, error: "Waiting for a new login: the server refused the session.")
            return .waitingForLogin
        }
        do {
            let order = try await client.createOrder(entry.request, key: id.key, token: signIn.token)
            // If this write failed the order stays pending and the next attempt finds it stored.
            try? await outbox.markSent(order, userID: id.userID)
            logger.info("order sent", metadata: ["key": "\(id.key)", "user": "\(id.userID)", "attempts": "\(entry.attempts + 1)"])
            await answered()
            return .sent
        } catch {
            return await record(error, for: entry, token: signIn.token)
        }
    }

    /// Records a failed attempt and returns its outcome.
    private func record(_ error: ServiceError, for entry: OutboxEntry, token: String) async -> OutboxOutcome {
        switch error {
        case .cancelled:
            return .cancelled
        case .unauthorized, .invalidCredentials:
            refusedTokens[entry.userID] = token
            logger.notice(
                "order waits for a new login: the server refused the session", metadata: ["key": "\(entry.id.key)", "user": "\(entry.userID)"])
            try? await outbox.note(entry.id, error: "Waiting for a new login: \(error.reason)")
            return .waitingForLogin
        case .invalidResponse:
            // A 2xx the client could not read: the server may have stored it; the key makes a retry safe.
            return await retryLater(entry, error)
        case let error where error.meansServerUnavailable:
            return await retryLater(entry, error)
        default:
            try? await outbox.markRefused(entry.id, reason: error.reason)
            logger.warning("order refused by the server: \(error.reason)", metadata: ["key": "\(entry.id.key)", "user": "\(entry.userID)"])
            return .refused(error)
        }
    }

    /// Counts a failure to reach the server and postpones sending (orders and logouts) by the
    /// backoff; returns when sending resumes.
    @discardableResult
    private func backOff() -> Date {
        consecutiveFailures += 1
        let next = clock.now.addingTimeInterval(Self.seconds(backoff.delay(afterFailures: consecutiveFailures)))
        resumeAt = next
        return next
    }

    /// Counts a failure to reach the server and postpones sending by the backoff.
    private func retryLater(_ entry: OutboxEntry, _ error: ServiceError) async -> OutboxOutcome {
        let next = backOff()
        try? await outbox.markRetry(entry.id, nextAttemptAt: next, error: error.reason)
        logger.notice(
            "order not sent, retrying in \(backoff.delay(afterFailures: consecutiveFailures)): \(error.reason)",
            metadata: ["key": "\(entry.id.key)", "user": "\(entry.userID)", "failures": "\(consecutiveFailures)"]
        )
        return .retryLater
    }

    /// `duration` in seconds.
    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
