import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing

/// A page of items read again through ``CachedItemsService``, against the real demo API and a
/// real client database: the read sends the validator it kept, and the API's 304 answers.
@Suite("A returning page is a conditional read")
struct RevalidatedReadTests {
    /// The key ``CachedItemsService`` keeps page `0 ..< 20` under.
    static let key = "items:0:20"

    /// A session of `signIn`'s user over `app`'s client database, whose requests `wire` records
    /// (through the world's scripted faults).
    private func session(
        _ world: GatewayWorld, _ app: AppSide, _ signIn: SignIn, clock: any GatewayClock = SystemGatewayClock()
    ) -> (items: CachedItemsService, credentials: CredentialStore, wire: RecordingHTTPClient) {
        let wire = RecordingHTTPClient(world.http)
        let credentials = CredentialStore(signIn: signIn)
        let client = APIClient(baseURL: world.baseURL, credentials: credentials, http: wire)
        return (CachedItemsService(client: client, database: app.database, clock: clock), credentials, wire)
    }

    /// Runs `body` in a new world where the demo user is logged in, has the sample items and has
    /// the app's client database open (`body` closes it).
    private func withSampledApp(_ body: (GatewayWorld, SignIn, AppSide) async throws -> Void) async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            _ = try await plainClient(world, signIn).addSampleItems()
            try await body(world, signIn, try world.openApp(signIn: signIn))
        }
    }

    /// A plain client of `signIn`'s session, past the world's faults.
    private func plainClient(_ world: GatewayWorld, _ signIn: SignIn) -> APIClient {
        APIClient(baseURL: world.baseURL, credentials: CredentialStore(signIn: signIn))
    }

    @Test(
        "a page read again sends the validator of the first answer and gets 304: the same page, live, from memory (the copy on disk is neither read nor written)"
    )
    func returningReadFromMemory() async throws {
        try await withSampledApp { world, signIn, app in
            let (items, _, wire) = session(world, app, signIn)
            let store = DocumentCacheStore(database: app.database)

            let first = try await items.items(offset: 0, limit: 20)
            // Spoil the copy's bytes, keeping its validator: an answer read from it would not decode.
            let copy = try #require(try await store.storedDocument(key: Self.key, userID: signIn.user.id))
            try await store.replace(
                Data("spoiled".utf8), validator: copy.value.validator, key: Self.key, userID: signIn.user.id, savedAt: copy.savedAt)
            let again = try await items.items(offset: 0, limit: 20)
            let after = try await store.storedDocument(key: Self.key, userID: signIn.user.id)
            await app.close()

            #expect(first.source == .live && again.source == .live)
            #expect(first.value.items == (1 ... 20).map(ItemSeed.item))
            #expect(again.value == first.value)
            let exchanges = wire.exchanges
            #expect(exchanges.map(\.status) == [200, 304], "\(exchanges)")
            #expect(exchanges.first?.ifNoneMatch == nil)
            #expect(exchanges.last?.ifNoneMatch != nil && exchanges.last?.ifNoneMatch == exchanges.first?.entityTag)
            #expect(copy.value.validator == exchanges.first?.entityTag)
            #expect(after == CachedCopy(value: StoredDocument(body: Data("spoiled".utf8), validator: copy.value.validator), savedAt: copy.savedAt))
        }
    }

    @Test("a new session of the user (the app started again) sends the stored copy's validator, and on 304 answers the copy live")
    func returningReadFromTheCopy() async throws {
        try await withSampledApp { world, signIn, app in
            let first = try await session(world, app, signIn).items.items(offset: 0, limit: 20)

            let (items, _, wire) = session(world, app, signIn)
            let again = try await items.items(offset: 0, limit: 20)
            let stored = try await DocumentCacheStore(database: app.database).storedDocument(key: Self.key, userID: signIn.user.id)
            await app.close()

            #expect(again.source == .live && again.value == first.value)
            #expect(wire.exchanges.map(\.status) == [304])
            #expect(wire.exchanges.first?.ifNoneMatch == stored?.value.validator && stored?.value.validator != nil)
        }
    }

    @Test("a change the user makes, from this session or another one (another token), shows on the next read, which is read in full")
    func changesShow() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let laptop = plainClient(world, try await world.logIn())
            _ = try await laptop.addSampleItems()
            let app = try world.openApp(signIn: signIn)
            let (items, _, wire) = session(world, app, signIn)

            let first = try await items.items(offset: 0, limit: 20)
            let fromLaptop = try await laptop.setEnabled(!ItemSeed.enabled(4), id: 4)
            let afterLaptop = try await items.items(offset: 0, limit: 20)
            let fromHere = try await items.setEnabled(!ItemSeed.enabled(7), id: 7)
            let afterHere = try await items.items(offset: 0, limit: 20)
            let unchanged = try await items.items(offset: 0, limit: 20)
            await app.close()

            #expect(first.value.items[3] == ItemSeed.item(4))
            #expect(afterLaptop.source == .live && afterLaptop.value.items[3] == fromLaptop)
            #expect(afterHere.source == .live && afterHere.value.items[6] == fromHere && afterHere.value.items[3] == fromLaptop)
            #expect(unchanged.value == afterHere.value)
            let pageReads = wire.exchanges.filter { $0.target.hasPrefix(APIPath.items + "?") }
            #expect(pageReads.map(\.status) == [200, 200, 200, 304], "\(pageReads)")
        }
    }

    @Test(
        "the copy's time is written again at most once a minute of 304s, and offline after a 304 the copy answers with the time it was last known current"
    )
    func offlineAfterNotModified() async throws {
        try await withSampledApp { world, signIn, app in
            let clock = StepClock()
            let start = clock.now
            let (items, _, wire) = session(world, app, signIn, clock: clock)
            let store = DocumentCacheStore(database: app.database)
            let savedAt = { () async throws -> Date? in try await store.document(key: Self.key, userID: signIn.user.id)?.savedAt }

            let first = try await items.items(offset: 0, limit: 20)
            clock.pass(30)
            _ = try await items.items(offset: 0, limit: 20)
            let afterHalfAMinute = try await savedAt()
            clock.pass(31)
            _ = try await items.items(offset: 0, limit: 20)
            let afterAMinute = try await savedAt()
            clock.pass(10)
            _ = try await items.items(offset: 0, limit: 20)
            let afterMore = try await savedAt()
            await world.stopAPI()
            let offline = try await items.items(offset: 0, limit: 20)
            await app.close()

            #expect(wire.exchanges.map(\.status) == [200, 304, 304, 304, nil])
            #expect(afterHalfAMinute == start)
            #expect(afterAMinute == start.addingTimeInterval(61))
            #expect(afterMore == start.addingTimeInterval(61))
            #expect(offline.source == .cache(savedAt: start.addingTimeInterval(61)))
            #expect(offline.value == first.value)
        }
    }

    @Test("a session whose user changes never sends nor answers the previous user's page; each user's copy still confirms their own")
    func memoPerUserInOneSession() async throws {
        try await GatewayWorld.with { world in
            let demo = try await world.logIn()
            let alice = try await world.logIn("alice")
            _ = try await plainClient(world, demo).addSampleItems()
            let aliceClient = plainClient(world, alice)
            _ = try await aliceClient.addSampleItems()
            #expect(try await aliceClient.deleteAll().deleted == 50)
            let app = try world.openApp(signIn: demo)
            let (items, credentials, wire) = session(world, app, demo)

            let demos = try await items.items(offset: 0, limit: 20)
            await credentials.store(alice)
            let alices = try await items.items(offset: 0, limit: 20)
            await credentials.store(demo)
            let demosAgain = try await items.items(offset: 0, limit: 20)
            await app.close()

            #expect(demos.value.items.count == 20)
            #expect(alices.source == .live && alices.value == ItemPage(items: [], offset: 0, total: 0))
            #expect(demosAgain.source == .live && demosAgain.value == demos.value)
            let exchanges = wire.exchanges
            #expect(exchanges.map(\.status) == [200, 200, 304], "\(exchanges)")
            #expect(exchanges.map { $0.ifNoneMatch == nil } == [true, true, false])
            #expect(exchanges.last?.ifNoneMatch == exchanges.first?.entityTag)
        }
    }

    @Test("another user's session on the same device sends no validator of the first user's and reads their own page")
    func memoPerUserAcrossSessions() async throws {
        try await GatewayWorld.with { world in
            let demo = try await world.logIn()
            let alice = try await world.logIn("alice")
            _ = try await plainClient(world, demo).addSampleItems()
            let aliceClient = plainClient(world, alice)
            _ = try await aliceClient.addSampleItems()
            _ = try await aliceClient.setEnabled(!ItemSeed.enabled(1), id: 1)
            let app = try world.openApp(signIn: demo)
            let demoSession = session(world, app, demo)
            let aliceSession = session(world, app, alice)

            let demos = try await demoSession.items.items(offset: 0, limit: 20)
            let alices = try await aliceSession.items.items(offset: 0, limit: 20)
            let alicesAgain = try await aliceSession.items.items(offset: 0, limit: 20)
            await app.close()

            #expect(demos.value.items[0] == ItemSeed.item(1))
            #expect(alices.value.items[0].enabled != ItemSeed.enabled(1))
            #expect(alicesAgain.value == alices.value)
            #expect(aliceSession.wire.exchanges.map(\.status) == [200, 304])
            #expect(aliceSession.wire.exchanges.first?.ifNoneMatch == nil)
            #expect(aliceSession.wire.exchanges.last?.ifNoneMatch != demoSession.wire.exchanges.first?.entityTag)
        }
    }

    @Test(
        "a read that failed (the API answered 503, the copy answered) or was cancelled leaves nothing stale: the next read shows a change made meanwhile"
    )
    func failedAndCancelledReads() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let laptop = plainClient(world, try await world.logIn())
            _ = try await laptop.addSampleItems()
            let app = try world.openApp(signIn: signIn)
            let (items, _, _) = session(world, app, signIn)

            _ = try await items.items(offset: 0, limit: 20)
            world.http.outage = .serviceUnavailable
            let unavailable = try await items.items(offset: 0, limit: 20)
            world.http.outage = nil
            let first = try await laptop.setEnabled(!ItemSeed.enabled(2), id: 2)
            let afterFailure = try await items.items(offset: 0, limit: 20)
            let cancelled = Task { try await items.items(offset: 0, limit: 20) }
            cancelled.cancel()
            _ = await cancelled.result
            let second = try await laptop.setEnabled(!ItemSeed.enabled(3), id: 3)
            let afterCancel = try await items.items(offset: 0, limit: 20)
            await app.close()

            #expect(unavailable.isOffline)
            #expect(afterFailure.source == .live && afterFailure.value.items[1] == first)
            #expect(afterCancel.source == .live && afterCancel.value.items[1] == first && afterCancel.value.items[2] == second)
        }
    }

    @Test("a 401 to a returning read ends the session, as to any read")
    func refusedReturningRead() async throws {
        try await withSampledApp { world, signIn, app in
            let (items, credentials, wire) = session(world, app, signIn)

            _ = try await items.items(offset: 0, limit: 20)
            try await plainClient(world, signIn).logOut(token: signIn.token)
            await #expect(throws: ServiceError.unauthorized) { try await items.items(offset: 0, limit: 20) }
            await app.close()

            #expect(await credentials.signIn == nil)
            #expect(wire.exchanges.map(\.status) == [200, 401])
            #expect(wire.exchanges.last?.ifNoneMatch != nil)
        }
    }

    @Test("the employees and the account, which the API gives no validator, are read in full each time, sending none")
    func unvalidatedReads() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            let wire = RecordingHTTPClient(world.http)
            let client = APIClient(baseURL: world.baseURL, credentials: CredentialStore(signIn: signIn), http: wire)
            let employees = CachedEmployeesService(client: client, database: app.database)
            let account = CachedAccountService(client: client, database: app.database)

            let directory = try await employees.employees()
            let directoryAgain = try await employees.employees()
            let details = try await account.details()
            let detailsAgain = try await account.details()
            await app.close()

            #expect(directoryAgain.source == .live && directoryAgain.value == directory.value)
            #expect(detailsAgain.source == .live && detailsAgain.value == details.value)
            #expect(wire.exchanges.map(\.status) == [200, 200, 200, 200])
            #expect(wire.exchanges.allSatisfy { $0.ifNoneMatch == nil && $0.entityTag == nil })
        }
    }
}
