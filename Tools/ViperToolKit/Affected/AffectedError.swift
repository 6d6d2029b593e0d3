import Foundation

/// Why `viper affected` could not tell what a change affects.
public enum AffectedError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The package's folder is not inside a git repository.
    case notAGitRepository(String)
    /// `git` could not be started.
    case gitNotInstalled
    /// The ref given as the base names no commit.
    case unknownRef(String)
    /// The default base needs a branch of this name, and there is none.
    case noMainBranch(String)
    /// `HEAD` and the branch have no commit in common.
    case noMergeBase(String)
    /// A git command failed for another reason; carries its arguments, exit status and error output.
    case gitFailed(arguments: [String], status: Int32, output: String)
    /// The base's `Package.swift` could not be evaluated; carries the base and the reason.
    case baseManifestUnreadable(base: String, reason: String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case let .notAGitRepository(path):
            "\(path) is not inside a git repository: viper affected reads the change from git"
        case .gitNotInstalled:
            "git is not installed (no `git` on the PATH): viper affected reads the change from git"
        case let .unknownRef(ref):
            "unknown git ref '\(ref)': no branch, tag or commit has that name. Pass the ref to compare with as --base <ref> (for example --base origin/main)"
        case let .noMainBranch(branch):
            "there is no branch '\(branch)' to take the merge base with (the default base is `git merge-base HEAD \(branch)`). Pass the ref to compare with as --base <ref> (for example --base origin/\(branch))"
        case let .noMergeBase(branch):
            "HEAD and '\(branch)' have no commit in common. Pass the ref to compare with as --base <ref>"
        case let .gitFailed(arguments, status, output):
            "git \(arguments.joined(separator: " ")) failed (exit \(status)): \(output.trimmingCharacters(in: .whitespacesAndNewlines))"
        case let .baseManifestUnreadable(base, reason):
            "Package.swift at \(base) could not be evaluated, so what it changes is unknown: \(reason)"
        }
    }
}
