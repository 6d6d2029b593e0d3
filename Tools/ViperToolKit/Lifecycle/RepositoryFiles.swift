import Foundation

/// The files of the package at `root` as git knows them: what a rename reads, and whether the
/// tree has changes it would mix with its own.
public struct RepositoryFiles: Sendable {
    /// The package's folder.
    public let root: URL

    /// Reads the repository holding `root`.
    public init(root: URL) {
        self.root = root
    }

    /// Every file under the package, tracked or untracked but not ignored, relative to it.
    public func all() async throws(LifecycleError) -> [String] {
        try await lines(["ls-files", "--cached", "--others", "--exclude-standard", "--", "."])
    }

    /// The tracked files, relative to the package.
    public func tracked() async throws(LifecycleError) -> Set<String> {
        Set(try await lines(["ls-files", "--", "."]))
    }

    /// The files with uncommitted changes (staged, unstaged or untracked), as `git status` lists them.
    public func uncommitted() async throws(LifecycleError) -> [String] {
        try await lines(["status", "--porcelain", "--", "."]).map { String($0.dropFirst(3)) }
    }

    /// Runs git in the package's folder, failing with its message.
    func git(_ arguments: [String]) async throws(LifecycleError) -> ToolProcess.Result {
        let result: ToolProcess.Result
        do {
            result = try await ToolProcess.run("git", ["-C", root.path] + arguments)
        } catch {
            throw .failed("git \(arguments.first ?? "") could not run: \(error)")
        }
        guard result.status == 0 else {
            throw .failed("git \(arguments.joined(separator: " ")) failed: \(result.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return result
    }

    private func lines(_ arguments: [String]) async throws(LifecycleError) -> [String] {
        let text = try await git(arguments).text
        return Set(text.split(separator: "\n").map(String.init)).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) || arguments.first == "status"
        }.sorted()
    }
}
