import Foundation
import ViperToolKit

/// A temporary package folder holding copies of the files `viper new` edits (Package.swift,
/// FeaturePlugins.swift, FeaturePreviews.swift, CODEOWNERS), and a generator over it using the repository's templates.
struct GeneratorSandbox {
    /// The built-in templates.
    static let templates = Repository.root.appendingPathComponent("Tools/Templates")

    /// The temporary package folder.
    let root: URL

    /// Creates the folder and copies the edited files into it.
    init(codeOwners: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-generator-\(UUID().uuidString)")
        var paths = [ModuleGenerator.manifestPath, ModuleGenerator.featurePluginsPath, ModuleGenerator.featurePreviewsPath]
        if codeOwners { paths.append(ModuleGenerator.codeOwnersPath) }
        for path in paths {
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent(path), to: target)
        }
    }

    /// A generator over the sandbox; its built-in templates are the repository's.
    var generator: ModuleGenerator {
        ModuleGenerator(root: root, templates: TemplateLibrary(builtIn: Self.templates, local: root.appendingPathComponent(".viper/templates")))
    }

    /// The text of `path` in the sandbox.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether `path` exists in the sandbox.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Writes `contents` to `path` in the sandbox, creating folders.
    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Every file under the sandbox, relative and sorted.
    func allFiles() -> [String] {
        let base = root.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
        }
        return files.sorted()
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
