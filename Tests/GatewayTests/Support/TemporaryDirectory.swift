import Foundation

/// A directory of its own for one test, removed by ``remove()``.
struct TemporaryDirectory: Sendable {
    /// The directory.
    let url: URL

    /// Creates a new, empty, uniquely named directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("GatewayTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    func path(_ name: String = "demo.sqlite") -> String {
        url.appendingPathComponent(name).path
    }

    /// Removes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
