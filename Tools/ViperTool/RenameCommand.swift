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
        try await TreeChangeRun.run(root: root, dryRun: dryRun, allowDirty: allowDirty) { files throws(LifecycleError) in
            try ModuleRenamer(root: root).plan(from: old, to: new, route: route, files: files)
        } done: { seconds in
            "Renamed \(old) to \(new) in \(seconds) s. Test it alone: swift run ViperTool test \(new)"
        }
    }
}
