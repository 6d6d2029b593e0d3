import Foundation

/// Everything a rename or a removal will do to the tree, planned in memory before anything is
/// written: files moved (git sees renames), files edited, files deleted, and the prose left for a
/// person to reread. A dry run prints it; ``apply(to:)`` does it.
public struct TreeChange: Sendable, Equatable {
    /// An edited file: its path after the moves, its new text and how many lines changed.
    public struct Edit: Sendable, Equatable {
        /// The path after the moves, relative to the package.
        public let path: String
        /// The new text.
        public let contents: String
        /// How many lines changed.
        public let changedLines: Int
    }

    /// Files moved, old path to new path, sorted by old path.
    public let moves: [(from: String, to: String)]
    /// Files edited.
    public let edits: [Edit]
    /// Files deleted.
    public let deletions: [String]
    /// Prose that names the module.
    public let prose: [ProseMention]

    /// Creates a change.
    public init(moves: [(from: String, to: String)], edits: [Edit], deletions: [String], prose: [ProseMention]) {
        self.moves = moves.sorted { $0.from < $1.from }
        self.edits = edits.sorted { $0.path < $1.path }
        self.deletions = deletions.sorted()
        self.prose = prose
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.moves.map { [$0.from, $0.to] } == rhs.moves.map { [$0.from, $0.to] } && lhs.edits == rhs.edits
            && lhs.deletions == rhs.deletions && lhs.prose == rhs.prose
    }

    /// The plan as the dry run prints it: a line per file moved, edited and deleted, then the prose.
    public var summary: [String] {
        var lines = moves.map { "move   \($0.from) -> \($0.to)" }
        lines += edits.map { "edit   \($0.path) (\($0.changedLines) line\($0.changedLines == 1 ? "" : "s"))" }
        lines += deletions.map { "delete \($0)" }
        lines.append(
            "\(moves.count) moved, \(edits.count) edited, \(deletions.count) deleted; \(prose.count) line\(prose.count == 1 ? "" : "s") of prose name it (not rewritten):"
        )
        lines += prose.map { "  \($0)" }
        return lines
    }

    /// Applies the change under `root`: moves, then writes, then deletions, and stages exactly the
    /// paths it touched, so `git status` shows renames. Empty folders left behind are removed.
    public func apply(to root: URL) async throws(LifecycleError) {
        let manager = FileManager.default
        let repository = RepositoryFiles(root: root)
        let tracked = try await repository.tracked()
        do {
            for move in moves {
                let destination = root.appendingPathComponent(move.to)
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.moveItem(at: root.appendingPathComponent(move.from), to: destination)
            }
            for edit in edits {
                // Written in place, so the file keeps its mode (a script stays executable).
                let url = root.appendingPathComponent(edit.path)
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(edit.contents.utf8))
                try handle.close()
            }
            for path in deletions {
                try manager.removeItem(at: root.appendingPathComponent(path))
            }
        } catch {
            throw .failed(
                "Changing the tree failed (\(error.localizedDescription)); `git status` shows what was done, `git checkout -- . && git clean -fd` undoes it."
            )
        }
        let folders = Set((moves.map(\.from) + deletions).map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders.sorted(by: >) { removeEmptyFolders(from: folder, under: root) }
        let touched = Set(moves.flatMap { [$0.from, $0.to] } + edits.map(\.path) + deletions)
        let stageable = touched.filter { tracked.contains($0) || manager.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !stageable.isEmpty {
            _ = try await repository.git(["add", "-A", "--"] + stageable.sorted())
        }
    }

    private func removeEmptyFolders(from folder: String, under root: URL) {
        var current = folder
        let manager = FileManager.default
        while !current.isEmpty, current != "." {
            let url = root.appendingPathComponent(current)
            guard let contents = try? manager.contentsOfDirectory(atPath: url.path), contents.isEmpty else { return }
            try? manager.removeItem(at: url)
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
