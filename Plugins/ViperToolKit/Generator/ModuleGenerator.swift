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
    /// The owners file, relative to the package.
    public static let codeOwnersPath = "CODEOWNERS"

    /// Creates a generator for the package at `root`.
    public init(root: URL, templates: TemplateLibrary) {
        self.root = root
        self.templates = templates
    }

    /// The plan for `request`, or the first reason to refuse it.
    public func plan(_ request: ModuleRequest) throws(GeneratorError) -> GenerationPlan {
        let name = try ModuleName(request.name)
        let manifest = try read(Self.manifestPath)
        let features = try PackageManifestEditor.features(in: manifest)
        if features.contains(name.value) {
            throw .alreadyExists("Feature(\"\(name.value)\") in Package.swift")
        }
        let targets = try PackageManifestEditor.targetNames(in: manifest)
        for candidate in [name.value, name.value + "Interface", name.value + "Tests"] where targets.contains(candidate) {
            throw .nameTaken(name.value, target: candidate)
        }
        for folder in ["Modules/\(name.value)", "Tests/\(name.value)Tests"] where exists(folder) {
            throw .alreadyExists(folder)
        }
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

        let package = try PackageManifestEditor.addingFeature(name.value, uses: request.uses, to: manifest)
        var edits = [PlannedEdit(path: Self.manifestPath, contents: package.text, insertedLines: [package.line])]
        let plugins = try FeaturePluginsEditor.addingPlugin(for: name.value, to: try read(Self.featurePluginsPath))
        edits.append(PlannedEdit(path: Self.featurePluginsPath, contents: plugins.text, insertedLines: plugins.lines))
        if let owner = request.owner {
            let owners = CodeOwnersEditor.addingOwner(owner, of: name.value, to: exists(Self.codeOwnersPath) ? try read(Self.codeOwnersPath) : "")
            edits.append(PlannedEdit(path: Self.codeOwnersPath, contents: owners.text, insertedLines: owners.lines))
        }
        return GenerationPlan(files: files.sorted { $0.path < $1.path }, edits: edits)
    }

    /// Whether `owner` is a plausible GitHub team or user (`team-orders`, `org/team`).
    static func isValidOwner(_ owner: String) -> Bool {
        let bare = owner.hasPrefix("@") ? String(owner.dropFirst()) : owner
        return !bare.isEmpty && bare.filter { $0 == "/" }.count <= 1 && bare.allSatisfy { character in
            character.isASCII && (character.isLetter || character.isNumber || "-_/".contains(character))
        }
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    private func read(_ path: String) throws(GeneratorError) -> String {
        do {
            return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        } catch {
            throw .cannotEdit(file: path, reason: "it cannot be read in \(root.path)")
        }
    }
}
