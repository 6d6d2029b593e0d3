import Foundation
import Subprocess
import Testing

/// A throwaway git repository in a temporary folder, for reading changes from real git. Git runs
/// through swift-subprocess, so a test waiting for it suspends instead of blocking a thread.
struct GitSandbox {
    /// The repository's folder.
    let root: URL

    /// Creates the folder and runs `git init` in it on branch `branch`.
    init(branch: String = "main") async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-git-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try await git("init", "-q", "-b", branch)
    }

    /// Writes `contents` to `path`, creating folders.
    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Stages everything and commits it.
    func commitAll(_ message: String) async throws {
        try await git("add", "-A")
        try await git("commit", "-q", "-m", message)
    }

    /// Runs git in the repository with a fixed identity and no signing; its standard output, or a failed expectation.
    @discardableResult
    func git(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let result = try await Subprocess.run(
            .name("git"),
            arguments: Arguments(
                [
                    "-C", root.path, "-c", "user.name=Viper Tests", "-c", "user.email=tests@example.com", "-c", "commit.gpgsign=false",
                ] + arguments),
            input: .none,
            output: .string(limit: 1 << 20),
            error: .discarded
        )
        try #require(result.terminationStatus.isSuccess, "git \(arguments.joined(separator: " ")) failed", sourceLocation: sourceLocation)
        return result.standardOutput
    }

    /// Deletes the repository.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
