import Foundation

/// The whole of `viper affected` for a package on disk: git, both manifests, the analysis.
extension AffectedAnalysis {
    /// What the change of the package at `root` since `base` (a git ref; `nil`: `git merge-base HEAD main`) affects:
    /// committed, uncommitted and untracked files, with Package.swift judged by comparing its declarations at the base
    /// and now; each selected target's owners come from the package's CODEOWNERS, if it has one. Throws ``AffectedError`` for git problems and ``PackageModelError`` if the current manifest fails.
    public static func result(forPackageAt root: URL, base: String? = nil, mainBranch: String = "main") async throws -> AffectedResult {
        let git = GitChanges(root: root, mainBranch: mainBranch)
        let changeBase = try await git.base(base)
        let files = try await git.changedFiles(since: changeBase)
        let dumper = PackageDumper()
        let current = try await dumper.graph(ofPackageAt: root)
        var manifestChange = ManifestChange.none
        if files.contains(manifestPath) {
            let before: PackageGraph?
            do {
                if let text = try await git.manifest(at: changeBase) {
                    before = try await dumper.graph(ofManifestText: text)
                } else {
                    before = nil
                }
            } catch let error as PackageModelError {
                throw AffectedError.baseManifestUnreadable(base: changeBase.description, reason: error.description)
            }
            manifestChange = ManifestChange(base: before, current: current.relativizingPaths(to: root))
        }
        return AffectedAnalysis(graph: current, codeOwners: CodeOwners.file(inPackageAt: root)).result(
            base: changeBase, changedFiles: files, manifestChange: manifestChange)
    }
}
