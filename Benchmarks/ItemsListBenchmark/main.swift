// Measures how long the ItemsList module takes to open, and to jump to its last page, over the real
// stack (module -> RemoteItemsService -> HTTP -> DemoAPI -> SQLite) for lists of different sizes.
// Usage: swift run -c release ItemsListBenchmark [sizes…]   (default: 100 1000000)
import DemoAPI
import Domain
import Foundation
import ItemDetail
import ItemsList
import Networking
import Storage
import ViperKit
import ViperKitTesting

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let runs = 25
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func summary(_ samples: [Double]) -> String {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    let p95 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    return String(format: "median %7.2f ms  p95 %7.2f ms", median, p95)
}

print("ItemsList benchmark: \(runs) runs per figure, debug=\(_isDebugAssertConfiguration())")
for size in sizes.isEmpty ? [100, 1_000_000] : sizes {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("items-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }

    let seedStart = clock.now
    let server = try await DemoAPIServer.start(
        DemoAPIConfiguration(databasePath: directory.appendingPathComponent("api.sqlite").path, seedItems: size, passwordHashCost: 4)
    )
    let seeding = clock.now - seedStart

    let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore())
    let session = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
    let items = RemoteItemsService(client: client)
    let builder = ItemsListDefaultBuilder(items: items, detail: ItemDetailDefaultBuilder(items: items))

    var open: [Double] = []
    var lastPage: [Double] = []
    for _ in 0 ..< runs {
        let navigator = RecordingNavigator()
        let start = clock.now
        let module = builder.build()
        navigator.show(module)
        await module.activity.idle()
        open.append(milliseconds(clock.now - start))
        guard module.view.screen.section("items")?.rows.count == min(50, size) else {
            fatalError("the list did not show its first page: \(module.view.screen)")
        }

        let jump = clock.now
        module.view.handle(.scroll(section: "items", offset: max(0, size - 50)))
        await module.activity.idle()
        lastPage.append(milliseconds(clock.now - jump))
        guard module.view.screen.section("items")?.window?.offset == max(0, size - 50) else {
            fatalError("the list did not move to its last page")
        }
    }

    let store = ItemStore(database: try SQLiteDatabase(path: directory.appendingPathComponent("api.sqlite").path))
    var storeFirst: [Double] = []
    var storeLast: [Double] = []
    for _ in 0 ..< runs {
        var start = clock.now
        _ = try await store.items(userID: session.user.id, offset: 0, limit: 50)
        storeFirst.append(milliseconds(clock.now - start))
        start = clock.now
        _ = try await store.items(userID: session.user.id, offset: max(0, size - 50), limit: 50)
        storeLast.append(milliseconds(clock.now - start))
    }
    await server.stop()

    print(
        "\(size) items per account, \(DemoAccounts.all.count) accounts (seeded and started in \(String(format: "%.1f", milliseconds(seeding) / 1000)) s)"
    )
    print("  open the list (first page over HTTP):   \(summary(open))")
    print("  jump to the last page over HTTP:        \(summary(lastPage))")
    print("  Storage: first page query:              \(summary(storeFirst))")
    print("  Storage: last page query:               \(summary(storeLast))")
}
