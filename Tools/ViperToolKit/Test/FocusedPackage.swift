import Foundation

/// A focused package on disk: `.build/viper-focus/<modules>/` under the real package, holding the
/// focused `Package.swift` and links to the real target folders (so editors, diagnostics and
/// `#filePath` reach the files a developer edits), plus its own `.build` that later runs reuse.
///
/// It is derived, never committed: ``isCurrent(forManifest:)`` says whether the folder was made from
/// this manifest; when it was not, ``write(_:manifest:)`` makes it again and keeps the build folder.
public struct FocusedPackage: Sendable {
    /// The real package's root.
    public let root: URL
    /// The focused package's folder.
    public let directory: URL
    /// The modules or test targets it was asked for, sorted.
    public let request: [String]

    /// Bumped when the layout written here changes, so older focus folders are remade.
    private static let formatVersion = "1"
    private static let stateFile = ".viper-focus"
    private static let kept: Set<String> = [".build", "Package.resolved"]

    /// The focused package of the real package at `root` for `request` (module or test target names),
    /// in `.build/viper-focus/<names joined by +>` (or a short hash of them when that would be long).
    /// `ItemsList` and `ItemsListTests` name the same folder, so both spellings share one build.
    public init(root: URL, request: [String]) {
        let names = Set(request.map { $0.hasSuffix("Tests") && $0 != "Tests" ? String($0.dropLast("Tests".count)) : $0 })
        var name = names.sorted().joined(separator: "+")
        if name.count > 80 { name = "focus-" + StableHash.hex(of: name) }
        self.init(root: root, request: request, directory: root.appendingPathComponent(".build/viper-focus/\(name)", isDirectory: true))
    }

    /// A focused package of the real package at `root` for `request`, kept in `directory`.
    public init(root: URL, request: [String], directory: URL) {
        self.root = root.standardizedFileURL
        self.request = Array(Set(request)).sorted()
        self.directory = directory.standardizedFileURL
    }

    /// Whether the folder was made by this version of the tool, for this request, from a manifest with exactly this text.
    public func isCurrent(forManifest manifest: String) -> Bool {
        let state = try? String(contentsOf: directory.appendingPathComponent(Self.stateFile), encoding: .utf8)
        return state == self.state(forManifest: manifest)
    }

    /// (Re)makes the folder for `plan`: the focused manifest cut from `source` (the real `manifest`
    /// or its cut), one link per target folder, the real `Package.resolved` (same third-party
    /// versions); its `.build` is kept, so builds stay incremental. The folder is marked as made
    /// from `manifest`.
    public func write(_ plan: FocusPlan, manifest: String, cutFrom source: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: directory.path) where !Self.kept.contains(entry) {
            try manager.removeItem(at: directory.appendingPathComponent(entry))
        }
        try Data(FocusManifest(source: source).text(for: plan).utf8)
            .write(to: directory.appendingPathComponent("Package.swift"))
        for path in plan.linkedPaths {
            let link = directory.appendingPathComponent(path)
            try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.createSymbolicLink(at: link, withDestinationURL: root.appendingPathComponent(path))
        }
        let resolved = root.appendingPathComponent("Package.resolved")
        let focusedResolved = directory.appendingPathComponent("Package.resolved")
        try? manager.removeItem(at: focusedResolved)
        if plan.packages != [], manager.fileExists(atPath: resolved.path) {
            try manager.copyItem(at: resolved, to: focusedResolved)
        }
        try Data(state(forManifest: manifest).utf8).write(to: directory.appendingPathComponent(Self.stateFile))
    }

    /// `path` with the focused folder's prefix replaced by the real root's, so messages name the real files.
    public func realPath(_ text: String) -> String {
        text.replacingOccurrences(of: directory.path + "/", with: root.path + "/")
    }

    private func state(forManifest manifest: String) -> String {
        "format \(Self.formatVersion)\nmanifest \(StableHash.hex(of: manifest))\nrequest \(request.joined(separator: " "))\n"
    }
}
