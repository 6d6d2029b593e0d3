import Foundation

/// Reads a change from git: the files that differ from a base commit, committed or not, and the manifest at that base.
///
/// Only reads: every command runs with `GIT_OPTIONAL_LOCKS=0`, so it never takes the index lock from a
/// concurrent git command in the same working tree.
public struct GitChanges: Sendable {
    /// The package's folder (the repository's root or a folder inside it).
    public let root: URL
    /// The branch the default base is the merge base with.
    public let mainBranch: String

    /// Reads changes of the package at `root`; the default base is the merge base of `HEAD` and `mainBranch`.
    public init(root: URL, mainBranch: String = "main") {
        self.root = root
        self.mainBranch = mainBranch
    }

    /// The commit `ref` names, or the merge base of `HEAD` and the main branch when `ref` is `nil`.
    public func base(_ ref: String?) async throws -> ChangeBase {
        _ = try await packagePrefix()
        guard let ref else {
            guard try await resolve(mainBranch) != nil else { throw AffectedError.noMainBranch(mainBranch) }
            guard try await resolve("HEAD") != nil else { throw AffectedError.unknownRef("HEAD") }
            let run = try await git(["merge-base", "HEAD", mainBranch])
            guard run.status == 0 else {
                if run.status == 1 { throw AffectedError.noMergeBase(mainBranch) }
                throw AffectedError.gitFailed(arguments: ["merge-base", "HEAD", mainBranch], status: run.status, output: run.errors)
            }
            return ChangeBase(ref: nil, commit: run.text.trimmingCharacters(in: .whitespacesAndNewlines), mainBranch: mainBranch)
        }
        guard let commit = try await resolve(ref) else { throw AffectedError.unknownRef(ref) }
        return ChangeBase(ref: ref, commit: commit, mainBranch: mainBranch)
    }

    /// The files that differ from `base`, relative to the package's folder and sorted: those changed in commits
    /// since it, those changed and not committed yet (both sides of a rename), and the untracked ones git does not ignore.
    ///
    /// Files of the repository outside the package's folder start with `../`.
    public func changedFiles(since base: ChangeBase) async throws -> [String] {
        let prefix = try await packagePrefix()
        let diff = try await output(["diff", "--name-only", "--no-renames", "-z", base.commit, "--"])
        let untracked = try await output(["ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--", ":/"])
        let files = (diff + untracked).map { Self.path($0, relativeToFolder: prefix) }
        return Array(Set(files)).sorted()
    }

    /// The text of the package's `Package.swift` at `base`, or `nil` if it had none.
    public func manifest(at base: ChangeBase) async throws -> String? {
        try await file("Package.swift", at: base)
    }

    /// The text of the file at `path` (relative to the package's folder) at `base`, or `nil` if there was none.
    public func file(_ path: String, at base: ChangeBase) async throws -> String? {
        let prefix = try await packagePrefix()
        let object = "\(base.commit):\(prefix)\(path)"
        guard try await git(["cat-file", "-e", object]).status == 0 else { return nil }
        let run = try await git(["show", object])
        guard run.status == 0 else { throw AffectedError.gitFailed(arguments: ["show", object], status: run.status, output: run.errors) }
        return run.text
    }

    /// The Swift files in `folders` (relative to the package's folder) at `base`, by path relative to the
    /// package's folder, with their text: one `ls-tree` and one `cat-file --batch`, however many files.
    public func swiftSources(in folders: [String], at base: ChangeBase) async throws -> [String: String] {
        guard !folders.isEmpty else { return [:] }
        let prefix = try await packagePrefix()
        let listing = try await output(["ls-tree", "-r", "-z", "--full-name", base.commit, "--"] + folders.map { $0 + "/" })
        var paths: [String] = []
        var objects: [String] = []
        for entry in listing {
            // `<mode> blob <object>\t<path>`
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let fields = entry[..<tab].split(separator: " ")
            let path = String(entry[entry.index(after: tab)...])
            guard fields.count == 3, fields[1] == "blob", path.hasSuffix(".swift") else { continue }
            paths.append(Self.path(path, relativeToFolder: prefix))
            objects.append(String(fields[2]))
        }
        guard !objects.isEmpty else { return [:] }
        let arguments = ["cat-file", "--batch"]
        let run = try await git(arguments, input: objects.joined(separator: "\n") + "\n")
        guard run.status == 0 else { throw AffectedError.gitFailed(arguments: arguments, status: run.status, output: run.errors) }
        // Each object is `<object> blob <size>\n<size bytes>\n`.
        var sources: [String: String] = [:]
        let bytes = [UInt8](run.output)
        var offset = 0
        for path in paths {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")),
                let size = String(decoding: bytes[offset ..< newline], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
                newline + 1 + size <= bytes.count
            else { throw AffectedError.gitFailed(arguments: arguments, status: run.status, output: "unreadable output for \(path)") }
            sources[path] = String(decoding: bytes[(newline + 1) ..< (newline + 1 + size)], as: UTF8.self)
            offset = newline + 1 + size + 1
        }
        return sources
    }

    // MARK: - Running git

    /// The package's folder relative to the repository's root, with a trailing `/` (empty at the root).
    private func packagePrefix() async throws -> String {
        let run = try await git(["rev-parse", "--show-prefix"])
        guard run.status == 0 else {
            if run.errors.contains("not a git repository") { throw AffectedError.notAGitRepository(root.path) }
            throw AffectedError.gitFailed(arguments: ["rev-parse", "--show-prefix"], status: run.status, output: run.errors)
        }
        return run.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The full hash of the commit `ref` names, or `nil` if it names none.
    private func resolve(_ ref: String) async throws -> String? {
        guard !ref.hasPrefix("-"), !ref.isEmpty else { return nil }
        let run = try await git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])
        guard run.status == 0 else { return nil }
        return run.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The NUL-separated paths a successful git command prints.
    private func output(_ arguments: [String]) async throws -> [String] {
        let run = try await git(arguments)
        guard run.status == 0 else { throw AffectedError.gitFailed(arguments: arguments, status: run.status, output: run.errors) }
        return run.text.split(separator: "\0").map(String.init)
    }

    private func git(_ arguments: [String], input: String = "") async throws -> ToolProcess.Result {
        let run = try await ToolProcess.run(
            "git", ["-C", root.path] + arguments, environment: ["GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"], input: input)
        if run.status == 127 { throw AffectedError.gitNotInstalled }
        return run
    }

    /// `path` (relative to the repository's root) relative to `folder` (also relative to the root, ending in `/` or empty).
    static func path(_ path: String, relativeToFolder folder: String) -> String {
        if path.hasPrefix(folder) { return String(path.dropFirst(folder.count)) }
        return RelativePath.components(of: path.split(separator: "/"), from: folder.split(separator: "/")).joined(separator: "/")
    }
}
