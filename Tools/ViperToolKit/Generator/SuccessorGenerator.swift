import Foundation

/// Plans `viper new <Name> --implements <Feature>`: a successor that starts as a copy of the
/// feature it replaces, so it conforms to that feature's builder protocol, answers its routes and
/// passes its tests from the first commit, and then diverges. The copy is the feature's sources,
/// previews, tests and recorded snapshots with the feature's own names changed as `viper rename`
/// changes them, and the names of its Interface and Testing kit kept: those are the successor's
/// face too (`Feature("<Name>", implements: "<Feature>")` has neither of its own). It is added to
/// the manifest, the gallery (`FeaturePreviews`) and CODEOWNERS, and served dark: a flag named
/// after it (off by default, owned by its team) is registered in the app's flag registry, and the
/// composition root (`FeaturePlugins`) chooses, per person, which of the two serves the Interface
/// by it. Where the feature's builder is not made in a shape the generator knows, the choice is
/// left to be written by hand. Planning writes nothing.
public struct SuccessorGenerator: Sendable {
    /// The package's folder.
    public let root: URL

    /// Creates a generator for the package at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The plan for successor `name` of `feature`, owned by `owner` (by default the feature's
    /// team), among `files` (the package's files, relative to it).
    public func plan(_ name: String, implementing feature: String, owner: String?, files: [String]) throws(GeneratorError) -> GenerationPlan {
        let successor = try ModuleGenerator.checkFree(name, root: root)
        let manifest = try ModuleGenerator.read(ModuleGenerator.manifestPath, root: root)
        let features = try PackageManifestEditor.features(in: manifest)
        guard let declaration = try PackageManifestEditor.declaration(of: feature, in: manifest) else {
            throw .unknownFeature(feature, known: features)
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Modules/\(feature)/Interface").path) else {
            throw .cannotImplement(feature, reason: "it has no Interface of its own (it is a successor itself); implement the feature it implements")
        }
        if let owner, !ModuleGenerator.isValidOwner(owner) {
            throw .invalidName(owner, reason: "an owner is a team or user name such as team-orders (letters, digits, -, _ and one /)")
        }
        let owners = CodeOwners.file(inPackageAt: root)
        let team = owner ?? owners?.owners(ofFolder: "Modules/\(feature)/Sources").first ?? "team-platform"

        let copied = files.filter { path in
            ["Modules/\(feature)/Sources/", "Modules/\(feature)/Previews/", "Tests/\(feature)Tests/"].contains { path.hasPrefix($0) }
                || (path.contains("/__Snapshots__/") && path.contains(".\(feature)-"))
        }
        let renamer = ModuleRenamer(root: root)
        var words = renamer.names(of: feature, renamedTo: successor, own: copied)
        words[feature + "Interface"] = nil
        words[feature + "Testing"] = nil
        let mapping = NameMapping(words: words, kebab: (try? ModuleName(feature)).map { ($0.kebab, successor.kebab) })
        var planned: [PlannedFile] = []
        for path in copied.sorted() {
            guard let text = renamer.read(path) else { continue }
            var contents = SourceRegions.regions(of: text, path: path).map { mapping.rewrite(text, regions: $0, ownFile: true).text } ?? text
            if path.hasSuffix(".swift") { contents = ImportBlock.ordered(contents) }
            planned.append(PlannedFile(path: mapping.renaming(path: path), contents: contents))
        }

        let package = try PackageManifestEditor.addingFeature(
            successor.value, implements: feature, uses: declaration.uses,
            imports: declaration.imports.filter { $0 != "domainInInterface" }, to: manifest)
        let previews = try FeaturePreviewsEditor.addingPreviews(
            for: successor.value, to: try ModuleGenerator.read(ModuleGenerator.featurePreviewsPath, root: root))
        let codeOwners = CodeOwnersEditor.addingOwner(
            team, of: successor.value, to: (try? ModuleGenerator.read(ModuleGenerator.codeOwnersPath, root: root)) ?? "", withFace: false)
        var edits = [
            PlannedEdit(path: ModuleGenerator.manifestPath, contents: package.text, insertedLines: [package.line]),
            PlannedEdit(path: ModuleGenerator.featurePreviewsPath, contents: previews.text, insertedLines: previews.lines),
            PlannedEdit(path: ModuleGenerator.codeOwnersPath, contents: codeOwners.text, insertedLines: codeOwners.lines),
        ]
        // The flag that serves it, off for everyone, and the composition root's choice by it: the
        // successor ships dark, and `viper check` finds the flag registered, read and owned.
        if let registry = try? ModuleGenerator.read(FlagRegistryEditor.path, root: root) {
            if let other = FlagRegistryEditor.flag(selecting: feature, in: registry) {
                throw .cannotImplement(feature, reason: "the flag \(other) already chooses between it and a successor; settle that one first")
            }
            let flag = FlagRegistryEditor.adding(
                successor.lowerCamel, named: successor.kebab, owner: team.hasPrefix("@") ? team : "@" + team,
                serving: successor.value, over: feature, to: registry)
            let choice = FlagChoiceEditor.choosing(
                successor.value, over: feature, flag: successor.lowerCamel,
                in: try ModuleGenerator.read(ModuleGenerator.featurePluginsPath, root: root))
            if let flag, let choice {
                edits.append(PlannedEdit(path: FlagRegistryEditor.path, contents: flag.text, insertedLines: flag.lines))
                edits.append(PlannedEdit(path: ModuleGenerator.featurePluginsPath, contents: choice.text, insertedLines: choice.lines))
            }
        }
        return GenerationPlan(files: planned.sorted { $0.path < $1.path }, edits: edits)
    }
}
