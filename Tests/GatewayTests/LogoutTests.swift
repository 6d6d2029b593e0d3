import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing
import ViperKitTesting

@Suite("Logging out: the token leaves the app database at once and is revoked on the server")
struct LogoutTests {
    /// Whether the API still accepts `token`.
    private func serverAccepts(_ token: String, world: GatewayWorld) async -> Bool {
        let signIn = SignIn(token: token, user: User(id: 1, username: DemoAccounts.username, displayName: ""))
        do {
            _ = try await APIClient(baseURL: world.baseURL, credentials: CredentialStore(signIn: signIn)).items(offset: 0, limit: 1)
            return true
        } catch {
            return false
        }
    }

    /// The demo account logged in on an App side whose outbox stores its sign-in, as a login in the App does.
    private func loggedInApp(_ world: GatewayWorld) async throws -> (SignIn, AppSide) {
        let signIn = try await world.logIn()
        let app = try world.openApp(signIn: signIn)
        await app.sender.signInStored(signIn)
        return (signIn, app)
    }

    /// Logs `app`'s sign-in out the way the App does: the outbox revokes the token.
    private func logOut(_ app: AppSide) async {
        await RemoteAuthService(client: app.client, revoke: { await app.sender.signInEnded($0) }).logOut()
    }

    @Test("online, the stored token is gone from app.sqlite when logOut returns, and the server refuses it soon after")
    func online() async throws {
        try await GatewayWorld.with { world in
            let (signIn, app) = try await loggedInApp(world)
            await app.sender.start()
            let signIns = SignInStore(database: app.database)
            #expect(try await signIns.signIn(userID: signIn.user.id) == signIn)
            #expect(await serverAccepts(signIn.token, world: world))

            await logOut(app)
            let stored = try await signIns.signIn(userID: signIn.user.id)
            try await eventually("the server refuses the token") { await !serverAccepts(signIn.token, world: world) }
            try await eventually("no logout left to send") { try await signIns.pendingLogoutCount() == 0 }
            await app.close()

            #expect(stored == nil)
        }
    }

    @Test("a logout queued as the App stops is revoked by the stop itself, within its grace, not left for the next start")
    func sentWhileStopping() async throws {
        try await GatewayWorld.with { world in
            let (signIn, app) = try await loggedInApp(world)
            await logOut(app)
            await app.sender.stop(sendingLogoutsWithin: .seconds(30))
            let left = try await SignInStore(database: app.database).pendingLogoutCount()
            await app.close()

            #expect(left == 0)
            #expect(await !serverAccepts(signIn.token, world: world))
        }
    }

    @Test("with the API away, stopping keeps the queued logout for the next start")
    func keptWhenStoppingOffline() async throws {
        try await GatewayWorld.with { world in
            let (_, app) = try await loggedInApp(world)
            await world.stopAPI()
            await logOut(app)
            await app.sender.stop(sendingLogoutsWithin: .seconds(30))
            let left = try await SignInStore(database: app.database).pendingLogoutCount()
            await app.close()

            #expect(left == 1)
        }
    }

    @Test("made while the API is away, a logout waits in app.sqlite, across a restart of the app, and is revoked once the API answers")
    func offline() async throws {
        try await GatewayWorld.with { world in
            let (signIn, app) = try await loggedInApp(world)
            await app.sender.start()
            await world.stopAPI()

            await logOut(app)
            let signIns = SignInStore(database: app.database)
            #expect(try await signIns.signIn(userID: signIn.user.id) == nil)
            #expect(try await signIns.logoutsDue() == [signIn.token])
            await app.close()

            try await world.startAPI()
            #expect(await serverAccepts(signIn.token, world: world), "the API never heard of the logout")
            let restarted = try world.openApp(signIn: nil)
            await restarted.sender.start()
            try await eventually("the server refuses the token") { await !serverAccepts(signIn.token, world: world) }
            let left = SignInStore(database: restarted.database)
            try await eventually("no logout left to send") { try await left.pendingLogoutCount() == 0 }
            await restarted.close()
        }
    }

    @Test(
        "logged out while one of their orders waits for the API, the user's token stays stored until that order is sent with it after a restart, then is revoked and deleted"
    )
    func ordersWaitingGoOutFirst() async throws {
        try await GatewayWorld.with { world in
            let (signIn, app) = try await loggedInApp(world)
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            await world.stopAPI()
            let draft = GatewayWorld.draft()
            #expect(try await app.gateway.orderManager.create(draft).status == .pending)

            await logOut(app)  // as the App's sign-in ends when the App stops
            let signIns = SignInStore(database: app.database)
            let kept = try await signIns.signIn(userID: signIn.user.id)
            let due = try await signIns.logoutsDue()
            await app.close()

            try await world.startAPI()
            let restarted = try world.openApp(signIn: nil)
            await restarted.sender.start()
            try await eventually("the order sent with the kept token") { try await restarted.entry(key: draft.key)?.order.status == .sent }
            try await eventually("the token revoked afterwards") { await !serverAccepts(signIn.token, world: world) }
            let left = SignInStore(database: restarted.database)
            try await eventually("nothing left to revoke") { try await left.pendingLogoutCount() == 0 }
            let stored = try await left.signIn(userID: signIn.user.id)
            await restarted.close()

            #expect(kept == signIn, "kept for the order waiting")
            #expect(due.isEmpty, "not due while the order waits")
            #expect(stored == nil)
        }
    }

    @Test("logging out one of a user's two sessions keeps the other one stored for their orders")
    func otherSessionKept() async throws {
        try await GatewayWorld.with { world in
            let first = try await world.logIn()
            let second = try await world.logIn()
            let app = try world.openApp(signIn: first)
            await app.sender.signInStored(first)
            await app.sender.signInStored(second)
            await app.sender.signInEnded(first)
            let stored = try await SignInStore(database: app.database).signIn(userID: first.user.id)
            await app.close()

            #expect(stored == second)
        }
    }
}
