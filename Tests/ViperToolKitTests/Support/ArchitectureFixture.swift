import Foundation
import Testing

/// A throwaway copy of this repository's manifest and Swift sources, for planting violations.
struct ArchitectureFixture {
    /// The copy's root folder.
    let root: URL

    /// Copies `Package.swift` and every `.swift` file outside hidden folders (so no `.build`).
    init() throws {
        let manager = FileManager.default
        root = manager.temporaryDirectory.appendingPathComponent("viper-check-\(UUID().uuidString)", isDirectory: true)
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let source = Repository.root
        try manager.copyItem(at: source.appendingPathComponent("Package.swift"), to: root.appendingPathComponent("Package.swift"))
        for folder in ["Modules", "Services", "App", "Benchmarks", "Plugins", "Tools", "Tests"] {
            let enumerator = manager.enumerator(
                at: source.appendingPathComponent(folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
            )
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(source.standardizedFileURL.path.count + 1))
                let destination = root.appendingPathComponent(relative)
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: url, to: destination)
            }
        }
    }

    /// Replaces `old` (which must occur) with `new` in the copy's `file`.
    func edit(_ file: String, replacing old: String, with new: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old), "\(file) no longer contains \(old)", sourceLocation: sourceLocation)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// Puts `line` before the first line of the copy's `file`.
    func prepend(_ line: String, to file: String) throws {
        let url = root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data((line + "\n" + text).utf8).write(to: url)
    }

    /// The 1-based line of the copy's `file` that first contains `needle`.
    func line(containing needle: String, in file: String = "Package.swift") throws -> Int {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    /// The first Swift file (sorted, searching subfolders) under `folder` of the copy, relative to its root.
    func firstSwiftFile(in folder: String) throws -> String {
        let names = FileManager.default.subpaths(atPath: root.appendingPathComponent(folder).path) ?? []
        let first = try #require(names.filter { $0.hasSuffix(".swift") }.sorted().first)
        return folder + "/" + first
    }

    /// Deletes `path` from the copy.
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Deletes the whole copy.
    func discard() {
        try? FileManager.default.removeItem(at: root)
    }
}
