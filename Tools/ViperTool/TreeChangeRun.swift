import ArgumentParser
import Foundation
import ViperToolKit

/// What `viper rename` and `viper remove` share once they have a plan: refuse a dirty tree (unless
/// allowed), print the plan, and, unless it is a dry run, apply it and regenerate the README's
/// graph. A refusal prints its sentence and exits with status 1, changing nothing.
enum TreeChangeRun {
    /// Plans with `plan` over the files of the package at `root`, then runs the change; `done` is
    /// the last line printed, given the seconds the command took.
    static func run(
        root: URL, dryRun: Bool, allowDirty: Bool,
        plan: ([String]) throws(LifecycleError) -> TreeChange,
        done: (String) -> String
    ) async throws {
        let started = ContinuousClock.now
        do {
            let repository = RepositoryFiles(root: root)
            let change = try plan(try await repository.all())
            if !allowDirty, !dryRun {
                let dirty = try await repository.uncommitted()
                if !dirty.isEmpty { throw LifecycleError.dirtyTree(dirty) }
            }
            if dryRun { print("Dry run: nothing is changed.") }
            for line in change.summary { print(line) }
            guard !dryRun else { return }
            try await change.apply(to: root)
            if try await ReadmeGraphSection.refresh(inPackageAt: root) { print("README.md's module graph regenerated") }
            let elapsed = ContinuousClock.now - started
            print(done(String(format: "%.1f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)))
        } catch let error as LifecycleError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
