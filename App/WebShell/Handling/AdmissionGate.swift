/// Bounds how many requests the shell works on at once, and chooses who goes next when it is
/// busy.
///
/// A request takes a place before its session's modules do any work and gives it back when its
/// answer is ready. Logouts and logins each hold at most a quarter of the places. A request that
/// finds no place it may take waits in its ``AdmissionLane``, first come first served within the
/// lane, and a freed place goes to
///
/// 1. the page a login or a logout led to;
/// 2. a logout, while fewer than a quarter of the places are logouts';
/// 3. a login, while fewer than a quarter of the places are logins';
/// 4. the newcomers' and the sessions' lines in turn.
///
/// Waiting logins are served by client address: a freed login place goes to the login whose address
/// holds the fewest login places then (the longest-waiting among them), so however many logins one
/// address sends, another address's login waits for one login place to free, not for its line.
///
/// The gate measures how long a login holds its place (a moving average), and so knows when a
/// waiting login's turn would come: a login that would wait longer than `longestSignInWait` is
/// turned away at once (``AdmissionRefusal``, answered with a page that says when to try again and
/// `Retry-After`) instead of waiting until its browser gives up.
///
/// So under load a login or a logout waits for the requests already in progress, not for the
/// line behind them; logins, whose answers wait for password checks, never hold the places a
/// logout needs; and neither a flood of login posts nor a crowd without cookies can take the
/// places of those signed in (a quarter, and every other free place, at most).
///
/// Bounding the work in progress is what makes the order matter: without a bound every request
/// starts at once and all of them share the cores, so each waits for all the others.
///
/// ```swift
/// let gate = AdmissionGate(places: 8)
/// await gate.enter(.session)
/// defer { gate.leave(.session) }
/// // … answer the request …
/// ```
@MainActor
final class AdmissionGate {
    /// How many requests may be in progress at once.
    let places: Int
    private var free: Int
    private var inProgress: [AdmissionLane: Int] = [:]
    /// Login places held, by client address.
    private var signInsByAddress: [String: Int] = [:]
    private var waiting: [AdmissionLane: [(address: String, continuation: CheckedContinuation<Void, Never>)]] = [:]
    /// Whether the newcomers' line goes before the sessions' at the next freed place.
    private var newcomersNext = true
    /// When each login place held was taken, by client address, oldest first.
    private var signInStarts: [String: [ContinuousClock.Instant]] = [:]
    /// How long a login holds its place, as measured: a moving average, `nil` before the first.
    private(set) var signInCost: Duration?
    private let longestSignInWait: Duration
    private let now: () -> ContinuousClock.Instant

    /// Creates a gate with `places` places (at least 4, so logouts and logins have one each) that
    /// lets no login wait longer than `longestSignInWait` for its place (10 s by default: with the
    /// settle time after it, a login is answered within 15 s, where a person would give up);
    /// `now` is the clock logins are timed by.
    init(places: Int, longestSignInWait: Duration = .seconds(10), now: @escaping () -> ContinuousClock.Instant = { .now }) {
        self.places = max(4, places)
        free = self.places
        self.longestSignInWait = longestSignInWait
        self.now = now
    }

    /// How many requests wait in `lane`.
    func waitingCount(in lane: AdmissionLane) -> Int {
        waiting[lane]?.count ?? 0
    }

    /// Takes a place for a request of `lane` from the client at `address`, waiting in that lane's
    /// line while there is none it may take. Every call that returns must be matched by one
    /// ``leave(_:from:)`` with the same lane and address.
    /// - Throws: ``AdmissionRefusal``, taking no place, for a login whose turn would come later than
    ///   the longest wait at the measured time a login holds its place.
    func enter(_ lane: AdmissionLane, from address: String? = nil) async throws(AdmissionRefusal) {
        let address = address ?? ""
        guard free > 0, mayTake(lane) else {
            if lane == .signIn, let wait = expectedSignInWait(from: address), wait > longestSignInWait {
                throw AdmissionRefusal(retryAfter: wait)
            }
            await withCheckedContinuation { waiting[lane, default: []].append((address, $0)) }
            return
        }
        take(lane, for: address)
    }

    /// How long a login from `address` that joins the line now would wait for its place, at the
    /// measured time a login holds one (`nil` before one was measured): behind the waiting logins
    /// of addresses holding no more login places than `address` (the gate serves those first), a
    /// quarter of the places at a time.
    func expectedSignInWait(from address: String) -> Duration? {
        guard let signInCost else { return nil }
        let mine = signInsByAddress[address] ?? 0
        let ahead = waiting[.signIn]?.count(where: { (signInsByAddress[$0.address] ?? 0) <= mine }) ?? 0
        let lanes = max(1, places / 4)
        return signInCost * ((ahead + lanes) / lanes)
    }

    /// Gives back the place a request of `lane` from `address` took, to the next in line if anyone
    /// may take it.
    func leave(_ lane: AdmissionLane, from address: String? = nil) {
        inProgress[lane, default: 0] -= 1
        if lane == .signIn {
            let address = address ?? ""
            let held = (signInsByAddress[address] ?? 1) - 1
            signInsByAddress[address] = held > 0 ? held : nil
            // Paired oldest first: the sum of the times held, and so their average, is the same
            // whichever of an address's logins ended first.
            if let started = signInStarts[address]?.first {
                signInStarts[address]?.removeFirst()
                if signInStarts[address]?.isEmpty == true { signInStarts[address] = nil }
                let took = started.duration(to: now())
                signInCost = signInCost.map { $0 * 0.8 + took * 0.2 } ?? took
            }
        }
        free += 1
        while free > 0, let next = nextLane(), var line = waiting[next], !line.isEmpty {
            let index = next == .signIn ? fairestSignIn(in: line) : line.startIndex
            let waiter = line.remove(at: index)
            waiting[next] = line
            take(next, for: waiter.address)
            waiter.continuation.resume()
        }
    }

    private func take(_ lane: AdmissionLane, for address: String) {
        free -= 1
        inProgress[lane, default: 0] += 1
        if lane == .signIn {
            signInsByAddress[address, default: 0] += 1
            signInStarts[address, default: []].append(now())
        }
    }

    /// The waiting login whose address holds the fewest login places; the longest-waiting of those.
    private func fairestSignIn(in line: [(address: String, continuation: CheckedContinuation<Void, Never>)]) -> Int {
        var best = line.startIndex
        var fewest = Int.max
        for (index, waiter) in line.enumerated() {
            let held = signInsByAddress[waiter.address] ?? 0
            if held < fewest {
                (best, fewest) = (index, held)
                if held == 0 { break }
            }
        }
        return best
    }

    /// The lane whose longest-waiting request gets a free place now; `nil` if nobody who waits may
    /// take it.
    private func nextLane() -> AdmissionLane? {
        if let lane = [AdmissionLane.afterSignIn, .logOut, .signIn].first(where: { isWaiting($0) && mayTake($0) }) {
            return lane
        }
        let turns: [AdmissionLane] = newcomersNext ? [.newcomer, .session] : [.session, .newcomer]
        guard let lane = turns.first(where: isWaiting) else { return nil }
        newcomersNext = lane == .session
        return lane
    }

    /// Whether a request of `lane` may take a free place: logouts and logins only while they hold
    /// fewer than a quarter of the places.
    private func mayTake(_ lane: AdmissionLane) -> Bool {
        switch lane {
        case .logOut, .signIn: inProgress[lane, default: 0] < places / 4
        case .afterSignIn, .newcomer, .session: true
        }
    }

    private func isWaiting(_ lane: AdmissionLane) -> Bool {
        waitingCount(in: lane) > 0
    }
}
