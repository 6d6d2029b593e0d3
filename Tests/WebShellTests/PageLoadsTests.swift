import Testing

@testable import WebShell

@Suite("Page loads: a reload that arrives while the same page loads shares that load")
struct PageLoadsTests {
    /// Counts the loads that did work of their own.
    private actor Runs {
        private(set) var count = 0
        func add() { count += 1 }
    }

    /// Starts a load of `page` for `cookie` whose work waits until `release` yields, then answers
    /// `answer` (shareable or not); returns once its work has started.
    private func startHeldLoad(
        _ loads: PageLoads, cookie: String = "session-a", page: String = "/items?", answer: String, shareable: Bool,
        runs: Runs, release: AsyncStream<Void>
    ) async -> Task<ShellResponse, Never> {
        let before = await runs.count
        let task = Task {
            await loads.load(cookie: cookie, page: page) {
                await runs.add()
                for await _ in release { break }
                return (.text(answer), shareable)
            }
        }
        while await runs.count == before { await Task.yield() }
        return task
    }

    /// Starts `count` loads of the page that wait for the held one; returns once all of them wait.
    private func startWaitingLoads(
        _ count: Int, _ loads: PageLoads, cookie: String = "session-a", page: String = "/items?", runs: Runs
    ) async -> [Task<ShellResponse, Never>] {
        let waiting = loads.waitingCount
        let tasks = (0 ..< count).map { _ in
            Task {
                await loads.load(cookie: cookie, page: page) {
                    await runs.add()
                    return (.text("own"), true)
                }
            }
        }
        while loads.waitingCount < waiting + count { await Task.yield() }
        return tasks
    }

    @Test("loads of the same session's page that arrive while it loads get its answer, and its work runs once")
    func sharesTheAnswer() async {
        let loads = PageLoads()
        let runs = Runs()
        let (release, releasing) = AsyncStream<Void>.makeStream()
        let held = await startHeldLoad(loads, answer: "drawn", shareable: true, runs: runs, release: release)
        let waiting = await startWaitingLoads(3, loads, runs: runs)
        releasing.yield()

        #expect(await held.value.kind == .text("drawn"))
        for load in waiting { #expect(await load.value.kind == .text("drawn")) }
        #expect(await runs.count == 1)
        #expect(loads.waitingCount == 0)
    }

    @Test("an answer that may not be shared (its session ended or got a new id) leaves each waiting load to do its own work")
    func unshareableAnswer() async {
        let loads = PageLoads()
        let runs = Runs()
        let (release, releasing) = AsyncStream<Void>.makeStream()
        let held = await startHeldLoad(loads, answer: "drawn", shareable: false, runs: runs, release: release)
        let waiting = await startWaitingLoads(2, loads, runs: runs)
        releasing.yield()

        #expect(await held.value.kind == .text("drawn"))
        for load in waiting { #expect(await load.value.kind == .text("own")) }
        #expect(await runs.count == 3)
    }

    @Test("another cookie's load of the page, and the session's load of another page, do not wait for it")
    func othersDoNotWait() async {
        let loads = PageLoads()
        let runs = Runs()
        let (release, releasing) = AsyncStream<Void>.makeStream()
        let held = await startHeldLoad(loads, answer: "drawn", shareable: true, runs: runs, release: release)

        let otherCookie = await loads.load(cookie: "session-b", page: "/items?") { (.text("b's"), true) }
        let otherPage = await loads.load(cookie: "session-a", page: "/items/3?") { (.text("item"), true) }
        #expect(otherCookie.kind == .text("b's"))
        #expect(otherPage.kind == .text("item"))
        releasing.yield()
        #expect(await held.value.kind == .text("drawn"))
    }
}
