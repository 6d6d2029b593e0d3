import ArgumentParser
import Foundation
import ViperToolKit

/// `viper remove <Name>`: retires a feature, or names who still needs it.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Removes a feature: its folders, tests, snapshots, Package.swift line, registrations and owners' lines.",
        discussion: """
            Refused, changing nothing, while anything outside the feature still needs it (another \
            feature's uses:, the App beyond its registration lines, a test or a script of another \
            target): each consumer is named with its file, line and owning team from CODEOWNERS. \
            Refused too: an unknown feature, and a tree with uncommitted changes (unless --allow-dirty). \
            Prose that still names the feature is listed, not rewritten.
            """
    )

    @Argument(help: "The feature to remove, such as Orders.")
    var name: String

    @Flag(help: "Print the whole plan (files deleted, files edited, prose left) and change nothing.")
    var dryRun = false

    @Flag(help: "Remove in a tree with uncommitted changes.")
    var allowDirty = false

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        try await TreeChangeRun.run(root: root, dryRun: dryRun, allowDirty: allowDirty) { files throws(LifecycleError) in
            try ModuleRemover(root: root).plan(removing: name, files: files)
        } done: { seconds in
            "Removed \(name) in \(seconds) s."
        }
    }
}
