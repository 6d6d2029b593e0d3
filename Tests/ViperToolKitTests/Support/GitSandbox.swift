import Foundation
import Testing

/// A throwaway git repository in a temporary folder, for reading changes from real git.
struct GitSandbox {
    /// The repository's folder.
    let root: URL

    /// Creates the folder and runs `git init` in it on branch `branch`.
    init(branch: String = "main") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-git-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git("init", "-q", "-b", branch)
    }

    /// Writes `contents` to `path`, creating folders.
    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Stages everything and commits it.
    func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Runs git in the repository with a fixed identity and no signing; its standard output, or a failed expectation.
    @discardableResult
    func git(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-C", root.path, "-c", "user.name=Viper Tests", "-c", "user.email=tests@example.com",
                "-c", "commit.gpgsign=false",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed", sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self)
    }

    /// Deletes the repository.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
