import ArgumentParser
import Foundation
import ViperToolKit

/// `viper rename <Old> <New>`: renames a feature everywhere code names it, moving its files so git
/// sees renames, and lists the prose that still names it.
struct RenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Renames a feature: its folders, files, targets, types, registrations, owners, imports and snapshots.",
        discussion: """
            Code is rewritten (Swift by its syntax, scripts outside their comments, CODEOWNERS, string \
            tables' keys, the README's graph); prose (articles, READMEs, comments) is listed with file \
            and line, not rewritten. The route stays unless --route gives a new one. Refused, changing \
            nothing: an unknown feature, a name already taken or not a Swift type name, and a tree with \
            uncommitted changes (unless --allow-dirty).
            """
    )

    @Argument(help: "The feature’s name now, such as Orders.")
    var old: String

    @Argument(help: "Its new name: an UpperCamel Swift type name, such as Catalogue.")
    var new: String

    @Option(help: "A new route for the feature (such as /catalogue); without it, its URLs stay.")
    var route: String?

    @Flag(help: "Print the whole plan (files moved, files edited, prose left) and change nothing.")
    var dryRun = false

    @Flag(help: "Rename in a tree with uncommitted changes.")
    var allowDirty = false

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let started = ContinuousClock.now
        do {
            let repository = RepositoryFiles(root: root)
            let change = try ModuleRenamer(root: root).plan(from: old, to: new, route: route, files: try await repository.all())
            if !allowDirty, !dryRun {
                let dirty = try await repository.uncommitted()
                if !dirty.isEmpty { throw LifecycleError.dirtyTree(dirty) }
            }
            if dryRun { print("Dry run: nothing is changed.") }
            for line in change.summary { print(line) }
            guard !dryRun else { return }
            try await change.apply(to: root)
            if try await ReadmeGraphSection.refresh(inPackageAt: root) { print("README.md's module graph regenerated") }
            print("Renamed \(old) to \(new) in \(Self.seconds(since: started)) s. Test it alone: swift run ViperTool test \(new)")
        } catch let error as LifecycleError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(format: "%.1f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}
