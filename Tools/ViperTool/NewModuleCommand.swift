import ArgumentParser
import Foundation
import ViperToolKit

/// `viper new <Name>`: stamps a VIPER module from a template (sources, tests) and registers it in
/// Package.swift, the App's plugin list and CODEOWNERS. Everything is rendered before anything is
/// written, so a refusal writes nothing.
struct NewModuleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generates a VIPER module from a template and registers it in the package and the App.",
        discussion: """
            Templates live in Tools/Templates/<template>/; a folder .viper/templates/<template>/ in the \
            package adds templates or replaces a built-in one of the same name.
            """
    )

    @Argument(help: "The module's name: an UpperCamel Swift type name, such as Orders.")
    var name: String

    @Option(help: "The template: blank, list, form or a project-local one.")
    var template: String = "blank"

    @Option(help: "The team that owns the module, written to CODEOWNERS (for example team-orders).")
    var owner: String?

    @Option(help: "Features whose Interface the module needs, comma-separated (for example ItemDetail).")
    var uses: String?

    @Option(
        help: """
            Write a successor of this feature instead of a new one: a copy of its sources, previews, tests and \
            snapshots under the new name that implements its Interface and answers its routes, added to the \
            manifest, the gallery and CODEOWNERS but not to the App's plugins (the composition root chooses \
            one of the two per person, by a flag).
            """)
    var implements: String?

    @Flag(help: "Print the files it would create and the lines it would add, and write nothing.")
    var dryRun = false

    @Option(help: "The package's folder.")
    var packagePath: String = "."

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let fallback = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
        let generator = ModuleGenerator(root: root, templates: .forPackage(at: root, fallback: fallback))
        let request = ModuleRequest(
            name: name,
            template: template,
            owner: owner,
            uses: (uses ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        )
        do {
            let plan: GenerationPlan
            if let implements {
                let files = try await RepositoryFiles(root: root).all()
                plan = try SuccessorGenerator(root: root).plan(name, implementing: implements, owner: owner, files: files)
            } else {
                plan = try generator.plan(request)
            }
            if dryRun {
                print("Dry run: nothing is written.")
                for line in plan.summary { print(line) }
                return
            }
            try plan.apply(to: root)
            for line in plan.summary { print(line) }
            if try await ReadmeGraphSection.refresh(inPackageAt: root) { print("README.md's module graph regenerated") }
            if let implements {
                let flag = (try? ModuleName(name))?.kebab ?? name
                let chosen = plan.edits.contains { $0.path == ModuleGenerator.featurePluginsPath }
                print(
                    "Generated \(name), a successor of \(implements). Test it alone: swift run ViperTool test \(name); "
                        + (chosen
                            ? "it ships dark: the flag \(flag) (off) serves it, for one run with App --flag \(flag)=on."
                            : "register a flag in FeatureFlagRegistry and choose between the two in FeaturePlugins."))
            } else {
                print("Generated \(name) from the \(template) template. Test it alone: swift run ViperTool test \(name)")
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
