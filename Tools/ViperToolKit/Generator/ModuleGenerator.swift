import Foundation

/// Plans a new VIPER module in a package: validates the request, renders the template's files and
/// the edits registering the module (Package.swift, the App's FeaturePlugins.swift, CODEOWNERS).
/// Planning writes nothing; ``GenerationPlan/apply(to:)`` does.
public struct ModuleGenerator: Sendable {
    /// The package's folder.
    public let root: URL
    /// Where templates come from.
    public let templates: TemplateLibrary

    /// The manifest, relative to the package.
    public static let manifestPath = "Package.swift"
    /// The App's plugin list, relative to the package.
    public static let featurePluginsPath = "App/Composition/Flow/FeaturePlugins.swift"
    /// Where the App lists every feature's previews (for the gallery and the snapshot tests).
    public static let featurePreviewsPath = "App/Composition/Previews/FeaturePreviews.swift"
    /// The owners file, relative to the package.
    public static let codeOwnersPath = "CODEOWNERS"

    /// Creates a generator for the package at `root`.
    public init(root: URL, templates: TemplateLibrary) {
        self.root = root
        self.templates = templates
    }

    /// The plan for `request`, or the first reason to refuse it.
    public func plan(_ request: ModuleRequest) throws(GeneratorError) -> GenerationPlan {
        let name = try Self.checkFree(request.name, root: root)
        let manifest = try read(Self.manifestPath)
        let features = try PackageManifestEditor.features(in: manifest)
        for used in request.uses where !features.contains(used) {
            throw .unknownFeature(used, known: features)
        }
        if let owner = request.owner, !Self.isValidOwner(owner) {
            throw .invalidName(owner, reason: "an owner is a team or user name such as team-orders (letters, digits, -, _ and one /)")
        }

        let renderer = TemplateRenderer(name: name, owner: request.owner)
        var files: [PlannedFile] = []
        for file in try templates.files(of: request.template) {
            let path = renderer.path(file.path)
            guard path.hasPrefix("Modules/\(name.value)/") || path.hasPrefix("Tests/\(name.value)Tests/") else {
                throw .cannotEdit(file: file.path, reason: "a template may only create files under Modules/__Name__/ and Tests/__Name__Tests/")
            }
            files.append(PlannedFile(path: path, contents: try renderer.contents(file)))
        }

        files = Self.importingUsedInterfaces(request.uses, into: files, module: name.value).map { file in
            file.path.hasSuffix(".swift") ? PlannedFile(path: file.path, contents: ImportBlock.ordered(file.contents)) : file
        }
        let package = try PackageManifestEditor.addingFeature(
            name.value, uses: request.uses, imports: Self.featureImports(of: files, module: name.value), to: manifest
        )
        var edits = [PlannedEdit(path: Self.manifestPath, contents: package.text, insertedLines: [package.line])]
        let plugins = try FeaturePluginsEditor.addingPlugin(for: name.value, to: try read(Self.featurePluginsPath))
        edits.append(PlannedEdit(path: Self.featurePluginsPath, contents: plugins.text, insertedLines: plugins.lines))
        let previews = try FeaturePreviewsEditor.addingPreviews(for: name.value, to: try read(Self.featurePreviewsPath))
        edits.append(PlannedEdit(path: Self.featurePreviewsPath, contents: previews.text, insertedLines: previews.lines))
        if let owner = request.owner {
            let owners = CodeOwnersEditor.addingOwner(owner, of: name.value, to: exists(Self.codeOwnersPath) ? try read(Self.codeOwnersPath) : "")
            edits.append(PlannedEdit(path: Self.codeOwnersPath, contents: owners.text, insertedLines: owners.lines))
        }
        return GenerationPlan(files: files.sorted { $0.path < $1.path }, edits: edits)
    }

    /// The `Feature.Import` cases the generated files need, read from their imports, so every
    /// dependency the manifest declares for the module is one its files import (`viper check`);
    /// and `strings` when the module has files under `Sources/Resources/` (its string tables,
    /// `<language>.lproj/Localizable.strings`), which declares them as the target's resources.
    static func featureImports(of files: [PlannedFile], module: String) -> [String] {
        let scanner = SourceScanner()
        func imports(_ module: String, under folder: String) -> Bool {
            files.contains { file in
                file.path.hasPrefix(folder) && file.path.hasSuffix(".swift")
                    && scanner.imports(in: file.contents, file: file.path).contains { $0.module == module }
            }
        }
        var result: [String] = []
        let sources = "Modules/\(module)/Sources/"
        let tests = "Tests/\(module)Tests/"
        if imports("Domain", under: sources) || imports("Domain", under: tests) { result.append("domain") }
        if imports("Domain", under: "Modules/\(module)/Interface/") { result.append("domainInInterface") }
        if imports("Fakes", under: tests) { result.append("fakes") }
        if imports("\(module)Testing", under: tests) { result.append("testing") }
        if files.contains(where: { $0.path.hasPrefix(sources + "Resources/") }) { result.append("strings") }
        let previews = "Modules/\(module)/Previews/"
        if imports("\(module)Interface", under: previews) { result.append("interfaceInPreviews") }
        if imports("Domain", under: previews) { result.append("domainInPreviews") }
        if imports("Fakes", under: previews) { result.append("fakesInPreviews") }
        return result
    }

    /// `files` where the module's router, and its tests, import the Interfaces of the features it
    /// uses (`--uses`), and the tests their Testing kits: the router is where it opens them, the
    /// module test is where a test navigates to them (with their builder spies), and a declared
    /// dependency must be imported.
    /// Without a router file, the first Swift file of each target gets the imports.
    static func importingUsedInterfaces(_ uses: [String], into files: [PlannedFile], module: String) -> [PlannedFile] {
        guard !uses.isEmpty else { return files }
        var files = files
        let targets = [
            ("Modules/\(module)/Sources/", "DefaultRouter.swift", uses.map { "import \($0)Interface" }),
            ("Tests/\(module)Tests/", "ModuleTests.swift", uses.flatMap { ["import \($0)Interface", "import \($0)Testing"] }),
            // Where a stand-in for the used module's builder goes once a state opens it.
            ("Modules/\(module)/Previews/", "Previews.swift", uses.map { "import \($0)Interface" }),
        ]
        for (folder, preferred, usedImports) in targets {
            let candidates = files.indices.filter { files[$0].path.hasPrefix(folder) && files[$0].path.hasSuffix(".swift") }
                .sorted { files[$0].path < files[$1].path }
            guard let index = candidates.first(where: { files[$0].path.hasSuffix(preferred) }) ?? candidates.first else { continue }
            var lines = files[index].contents.components(separatedBy: "\n")
            for used in usedImports where !lines.contains(used) {
                let imports = lines.indices.prefix { lines[$0].hasPrefix("import ") || lines[$0].hasPrefix("@testable import ") }
                let position = imports.first { Self.importedName(lines[$0]) > Self.importedName(used) } ?? imports.upperBound
                lines.insert(used, at: position)
            }
            files[index] = PlannedFile(path: files[index].path, contents: lines.joined(separator: "\n"))
        }
        return files
    }

    private static func importedName(_ line: String) -> String {
        String(line.split(separator: " ").last ?? "")
    }

    /// Whether `owner` is a plausible GitHub team or user (`team-orders`, `org/team`).
    static func isValidOwner(_ owner: String) -> Bool {
        let bare = owner.hasPrefix("@") ? String(owner.dropFirst()) : owner
        return !bare.isEmpty && bare.filter { $0 == "/" }.count <= 1
            && bare.allSatisfy { character in
                character.isASCII && (character.isLetter || character.isNumber || "-_/".contains(character))
            }
    }

    /// `name` validated as a new feature's name of the package at `root`: a Swift type name that
    /// no feature, target or folder has.
    static func checkFree(_ name: String, root: URL) throws(GeneratorError) -> ModuleName {
        let name = try ModuleName(name)
        let manifest = try read(manifestPath, root: root)
        if try PackageManifestEditor.features(in: manifest).contains(name.value) {
            throw .alreadyExists("Feature(\"\(name.value)\") in Package.swift")
        }
        let targets = try PackageManifestEditor.targetNames(in: manifest)
        for candidate in [name.value, name.value + "Interface", name.value + "Tests"] where targets.contains(candidate) {
            throw .nameTaken(name.value, target: candidate)
        }
        for folder in ["Modules/\(name.value)", "Tests/\(name.value)Tests"]
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            throw .alreadyExists(folder)
        }
        return name
    }

    /// The text of the file at `path` in the package at `root`.
    static func read(_ path: String, root: URL) throws(GeneratorError) -> String {
        do {
            return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        } catch {
            throw .cannotEdit(file: path, reason: "it cannot be read in \(root.path)")
        }
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    private func read(_ path: String) throws(GeneratorError) -> String {
        try Self.read(path, root: root)
    }
}
