import Foundation

/// A directory of its own for one test (a real SQLite file, a server's database), removed by
/// ``remove()``.
///
/// ```swift
/// let directory = try TemporaryDirectory()
/// defer { directory.remove() }
/// let database = try SQLiteDatabase(path: directory.path("api.sqlite"))
/// ```
public struct TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates a new, empty, uniquely named directory in the system's temporary directory.
    public init(prefix: String = "ViperTests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    public func path(_ name: String = "test.sqlite") -> String {
        url.appendingPathComponent(name).path
    }

    /// Removes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
