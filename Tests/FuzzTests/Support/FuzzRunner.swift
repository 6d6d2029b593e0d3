import Foundation

/// Runs blocking work on threads of its own, a few at a time: the raw socket client blocks, and
/// the servers under test answer on the cooperative pool, which must stay free.
enum FuzzRunner {
    /// How many requests are in flight at once.
    static let width = 8

    /// Calls `body` once for each index in `0..<count`, on `width` threads, and returns when all
    /// calls have.
    static func forEach(_ count: Int, width: Int = width, _ body: @escaping @Sendable (Int) -> Void) async {
        let next = TicketCounter()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for _ in 0 ..< min(width, max(count, 1)) {
                group.enter()
                let thread = Thread {
                    while case let index = next.take(), index < count {
                        body(index)
                    }
                    group.leave()
                }
                thread.stackSize = 4 << 20
                thread.start()
            }
            group.notify(queue: .global()) { continuation.resume() }
        }
    }

    /// Sends `request` on a thread of its own and returns what came back.
    static func exchange(_ request: FuzzRequest, port: Int) async -> ExchangeOutcome {
        let result = Locked<ExchangeOutcome?>(nil)
        await forEach(1) { _ in
            let outcome = RawHTTPClient.exchange(request, port: port)
            result.withLock { $0 = outcome }
        }
        return result.value ?? .unreachable("the request was not sent")
    }

    /// Sends every request of `requests` to its server and records each answer in `log`.
    static func send(_ requests: [FuzzRequest], to app: FuzzApp, log: FuzzLog) async {
        await forEach(requests.count) { index in
            let request = requests[index]
            log.record(request, RawHTTPClient.exchange(request, port: app.port(of: request.server)))
        }
    }

}
