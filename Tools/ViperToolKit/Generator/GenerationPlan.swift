import Foundation

/// Everything `viper new` will write, rendered in memory before anything touches the disk, so a
/// refused or failed generation writes nothing.
public struct GenerationPlan: Sendable, Equatable {
    /// The files to create, sorted by path.
    public let files: [PlannedFile]
    /// The files to edit.
    public let edits: [PlannedEdit]

    /// Creates a plan.
    public init(files: [PlannedFile], edits: [PlannedEdit]) {
        self.files = files
        self.edits = edits
    }

    /// One line per file created and per line inserted, as the dry run prints them.
    public var summary: [String] {
        files.map { "create \($0.path)" }
            + edits.flatMap { edit in edit.insertedLines.map { "edit   \(edit.path): + \($0)" } }
    }

    /// Writes the plan under `root`. Checks first that no file to create exists; writes each file
    /// atomically, and removes the files it created if a later write fails.
    public func apply(to root: URL) throws(GeneratorError) {
        let manager = FileManager.default
        for file in files where manager.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            throw .alreadyExists(file.path)
        }
        var created: [URL] = []
        var originals: [(URL, String?)] = []
        do {
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                created.append(url)
            }
            for edit in edits {
                let url = root.appendingPathComponent(edit.path)
                originals.append((url, try? String(contentsOf: url, encoding: .utf8)))
                try edit.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            for url in created { try? manager.removeItem(at: url) }
            for (url, original) in originals {
                if let original { try? original.write(to: url, atomically: true, encoding: .utf8) } else { try? manager.removeItem(at: url) }
            }
            throw .fileSystem("Writing the module failed (\(error.localizedDescription)); the files written were removed.")
        }
    }
}
