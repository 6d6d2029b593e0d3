import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing
import ViperKitTesting

@Suite("Outbox backoff")
struct OutboxBackoffTests {
    @Test("the standard backoff starts at 0.5 s, doubles and stops at 30 s")
    func standardDelays() {
        let delays = (1 ... 9).map { OutboxBackoff.standard.delay(afterFailures: $0) }
        #expect(
            delays == [
                .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30), .seconds(30), .seconds(30),
            ])
    }

    @Test("f) with an injected clock the sender's waits grow 0.5, 1, 2 … 30 s while the API is down, and start again at 0.5 s after a success")
    func delaysGrowAndReset() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let clock = StepClock()
            let app = try world.openApp(signIn: signIn, backoff: .standard, clock: clock)
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            await app.sender.start()
            world.http.isDown = true

            let draft = GatewayWorld.draft()
            #expect(try await app.gateway.orderManager.create(draft).status == .pending)
            var waits: [Duration] = []
            for _ in 0 ..< 8 {
                waits.append(await clock.nextSleep())
                clock.advance()
            }
            waits.append(await clock.nextSleep())
            world.http.isDown = false
            clock.advance()
            try await eventually("the order sent") { try await app.entry(key: draft.key)?.order.status == .sent }
            let failuresAfterSuccess = await app.sender.consecutiveFailures

            world.http.isDown = true
            let next = GatewayWorld.draft()
            #expect(try await app.gateway.orderManager.create(next).status == .pending)
            let waitAfterReset = await clock.nextSleep()
            world.http.isDown = false
            clock.advance()
            try await eventually("the second order sent") { try await app.entry(key: next.key)?.order.status == .sent }
            let attempts = try await app.entry(key: draft.key)?.attempts
            await app.close()

            print("outbox backoff waits: \(waits.map { "\($0)" }.joined(separator: ", ")); after a success: \(waitAfterReset)")
            #expect(
                waits == [
                    .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30), .seconds(30), .seconds(30),
                ])
            #expect(failuresAfterSuccess == 0)
            #expect(waitAfterReset == .milliseconds(500))
            #expect(attempts == 9)
            #expect(try await world.serverOrders(signIn).filter { [draft.key, next.key].contains($0.id) }.count == 2)
        }
    }

    @Test("a new order that goes through wakes the sender at once: orders waiting out a long backoff follow without waiting for it")
    func successWakesWaitingOrders() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let clock = StepClock()
            let app = try world.openApp(signIn: signIn, backoff: .standard, clock: clock)
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            await app.sender.start()
            world.http.isDown = true
            let waiting = GatewayWorld.draft()
            #expect(try await app.gateway.orderManager.create(waiting).status == .pending)
            for _ in 0 ..< 4 {
                _ = await clock.nextSleep()
                clock.advance()
            }
            let longWait = await clock.nextSleep()

            world.http.isDown = false
            let next = try await app.gateway.orderManager.create(GatewayWorld.draft())
            try await eventually("the waiting order sent") { try await app.entry(key: waiting.key)?.order.status == .sent }
            let figure = try await world.figure(
                "wake (a success ends a \(longWait) backoff)", keys: [waiting.key, next.id], app: app, signIn: signIn)
            await app.close()

            #expect(longWait == .seconds(8))
            #expect(next.status == .sent)
            #expect(figure.sent == 2 && figure.onServer == 2 && figure.duplicates == 0)
        }
    }
}
