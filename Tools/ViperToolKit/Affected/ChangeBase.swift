/// The commit a change is measured from.
public struct ChangeBase: Sendable, Hashable, CustomStringConvertible {
    /// The ref as it was asked for (`HEAD~3`, `origin/main`), or `nil` for the default: the merge base of `HEAD` and main.
    public let ref: String?
    /// The branch the default base is taken with (`main`).
    public let mainBranch: String
    /// The full hash of the commit.
    public let commit: String

    /// Creates a base at `commit`, asked for as `ref` (`nil`: the merge base of `HEAD` and `mainBranch`).
    public init(ref: String?, commit: String, mainBranch: String = "main") {
        self.ref = ref
        self.commit = commit
        self.mainBranch = mainBranch
    }

    /// The commit's abbreviated hash.
    public var shortCommit: String { String(commit.prefix(7)) }

    /// How the base was asked for: the ref, or `merge-base HEAD main`.
    public var requested: String { ref ?? "merge-base HEAD \(mainBranch)" }

    /// `HEAD~3 (f89b361)`, or `f89b361 (merge base of HEAD and main)`.
    public var description: String {
        if let ref { "\(ref) (\(shortCommit))" } else { "\(shortCommit) (merge base of HEAD and \(mainBranch))" }
    }
}
