import DemoAPI
import Domain
import Foundation
import ItemDetail
import ItemsList
import Networking
import Storage
import ViperKit
import ViperKitTesting

/// The real stack under the items list for one list size: the ItemsList module over
/// `RemoteItemsService`, HTTP to an in-process `DemoAPIServer` on the loopback, SQLite seeded with
/// `size` items per demo account (password hash cost 4, as the old `ItemsListBenchmark` had), and
/// a session logged in as the demo user. Also the server's `ItemStore` on the same file, for the
/// storage queries underneath.
@MainActor
final class PagingStack {
    /// Items per account.
    let size: Int
    /// The items store on the server's database file.
    let store: ItemStore
    /// The logged-in user's id.
    let userID: Int64
    private let server: DemoAPIServer
    private let builder: ItemsListDefaultBuilder
    /// The list opened by ``open()``, until ``close()``.
    private var list: Module?

    private init(size: Int, server: DemoAPIServer, store: ItemStore, userID: Int64, builder: ItemsListDefaultBuilder) {
        self.size = size
        self.server = server
        self.store = store
        self.userID = userID
        self.builder = builder
    }

    /// Starts the server on the database for `size` items per account (seeding it the first time
    /// in this run: printed with how long it took) and logs in.
    static func start(size: Int) async throws -> PagingStack {
        let path = try PagingDatabases.path(for: size)
        let seeding = !FileManager.default.fileExists(atPath: path)
        let clock = ContinuousClock()
        let started = clock.now
        let server = try await DemoAPIServer.start(DemoAPIConfiguration(databasePath: path, seedItems: size, passwordHashCost: 4))
        if seeding {
            let seconds = Double((clock.now - started).components.seconds) + Double((clock.now - started).components.attoseconds) / 1e18
            print(
                "paging: seeded \(size) items per account, \(DemoAccounts.all.count) accounts, and started in "
                    + String(format: "%.1f s", seconds)
            )
        }
        let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore())
        let session = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
        let items = RemoteItemsService(client: client)
        return PagingStack(
            size: size,
            server: server,
            store: ItemStore(database: try SQLiteDatabase(path: path)),
            userID: session.user.id,
            builder: ItemsListDefaultBuilder(items: items, detail: ItemDetailDefaultBuilder(items: items))
        )
    }

    /// Stops the server (the database stays for the run's other benchmarks).
    func stop() async {
        list = nil
        await server.stop()
    }

    /// Opens the items list as a navigator shows it and waits until its first page is shown.
    func open() async {
        let navigator = RecordingNavigator()
        let module = builder.build()
        navigator.show(module)
        list = module
        await module.activity.idle()
        let rows = module.view.screen.section("items")?.rows.count
        guard rows == min(50, size) else {
            fatalError("the list did not show its first page: \(module.view.screen)")
        }
    }

    /// Moves the open list to its last page and waits until it is shown.
    func jumpToLastPage() async {
        guard let list else { fatalError("jumpToLastPage() before open()") }
        let last = max(0, size - 50)
        list.view.handle(.scroll(section: "items", offset: last))
        await list.activity.idle()
        guard list.view.screen.section("items")?.window?.offset == last else {
            fatalError("the list did not move to its last page: \(list.view.screen)")
        }
    }

    /// Lets go of the open list.
    func close() {
        list = nil
    }
}

/// The running stacks, by size, so a benchmark's teardown can stop the one its setup started.
actor PagingStacks {
    static let shared = PagingStacks()
    private var running: [Int: PagingStack] = [:]

    /// Starts the stack for `size`.
    func start(size: Int) async throws -> PagingStack {
        let stack = try await PagingStack.start(size: size)
        running[size] = stack
        return stack
    }

    /// Stops the stack for `size`, if it runs.
    func stop(size: Int) async {
        await running.removeValue(forKey: size)?.stop()
    }
}

/// Where the seeded databases live.
///
/// package-benchmark runs every benchmark in a process of its own, so a database seeded by one is
/// kept for the others of the same run (seeding a million items per account takes a while): in
/// `$PAGING_DATABASES` when set (`Benchmarks/run-suite` sets it to a folder it removes at the
/// end), else in a temporary folder named after the benchmark tool's process, which the next run
/// removes once that process is gone.
enum PagingDatabases {
    private static let prefix = "modular-viper-paging-"

    /// The database file for `size` items per account.
    static func path(for size: Int) throws -> String {
        let folder: URL
        if let given = ProcessInfo.processInfo.environment["PAGING_DATABASES"], !given.isEmpty {
            folder = URL(fileURLWithPath: given)
        } else {
            removeStaleFolders()
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + String(getppid()))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("items-\(size).sqlite").path
    }

    /// Removes the folders of earlier runs whose benchmark tool has exited.
    private static func removeStaleFolders() {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getppid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
