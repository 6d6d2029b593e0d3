import Foundation

/// What ``SourceScanner`` found in each file, kept on disk between runs of one tool, so a second
/// `viper check` of a tree with a few files changed parses only those: parsing is most of a
/// check's time (about 8 s of 1,000 files with a debug-built parser).
///
/// An entry is keyed by the file's path, a hash of its text and the tool that scanned it (its
/// executable's path, size and modification time), so a rebuilt tool, whose scanner may read files
/// differently, never trusts what an older one wrote. Each save keeps only the entries of that run,
/// so the file does not grow with every edit. A cache that cannot be read is treated as empty.
///
/// ```swift
/// let cache = ScanCache(file: root.appendingPathComponent(".build/viper-check/scanned.json"))
/// let report = try await ArchitectureChecker(cache: cache).check(packageAt: root)
/// ```
public struct ScanCache: Sendable {
    /// The file the entries are kept in.
    public let file: URL
    private let tool: String

    /// A cache kept in `file`, for the tool running now.
    public init(file: URL) {
        self.init(file: file, tool: Self.runningTool())
    }

    /// A cache kept in `file`, for the tool named `tool` (tests name one).
    init(file: URL, tool: String) {
        self.file = file
        self.tool = tool
    }

    /// The key of `source`, read from `path`.
    func key(path: String, source: String) -> String {
        path + "\n" + StableHash.hex(of: source)
    }

    /// The entries an earlier run of this tool saved, by key; none when the file is missing,
    /// unreadable or written by another tool.
    func load() -> [String: ScannedSource] {
        guard let data = try? Data(contentsOf: file),
            let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.tool == tool
        else { return [:] }
        return saved.entries
    }

    /// Keeps `entries` (by key) for the next run, in place of what was kept before. A cache that
    /// cannot be written only costs the next run its speed.
    func save(_ entries: [String: ScannedSource]) {
        guard let data = try? JSONEncoder().encode(Saved(tool: tool, entries: entries)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    private struct Saved: Codable {
        let tool: String
        let entries: [String: ScannedSource]
    }

    /// The running executable's path, size and modification time.
    private static func runningTool() -> String {
        guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "unknown \(ProcessInfo.processInfo.processIdentifier)" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(modified)"
    }
}
