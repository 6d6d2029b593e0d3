import Foundation

/// Where templates come from: the built-in folder (`Tools/Templates/<template>/`) and a
/// project-local folder (`.viper/templates/<template>/`) whose templates add to the built-in ones
/// and replace a built-in one of the same name.
public struct TemplateLibrary: Sendable {
    /// The folder of built-in templates.
    public let builtIn: URL
    /// The folder of project-local templates (may not exist).
    public let local: URL?

    /// Creates a library over `builtIn` and, if given, `local`.
    public init(builtIn: URL, local: URL?) {
        self.builtIn = builtIn
        self.local = local
    }

    /// The library a package at `packageRoot` uses: `Tools/Templates` there (or `fallback` when
    /// the package has none) and `.viper/templates`.
    public static func forPackage(at packageRoot: URL, fallback: URL) -> TemplateLibrary {
        let own = packageRoot.appendingPathComponent("Tools/Templates")
        let builtIn = Self.templateNames(in: own).isEmpty ? fallback : own
        return TemplateLibrary(builtIn: builtIn, local: packageRoot.appendingPathComponent(".viper/templates"))
    }

    /// The names of every template, sorted.
    public func available() -> [String] {
        var names = Set(Self.templateNames(in: builtIn))
        if let local { names.formUnion(Self.templateNames(in: local)) }
        return names.sorted()
    }

    /// The folder of template `name`: the project-local one if there is one, else the built-in one.
    public func folder(of name: String) throws(GeneratorError) -> URL {
        if let local, Self.templateNames(in: local).contains(name) {
            return local.appendingPathComponent(name)
        }
        if Self.templateNames(in: builtIn).contains(name) {
            return builtIn.appendingPathComponent(name)
        }
        throw .unknownTemplate(name, available: available())
    }

    /// Every file of template `name`, sorted by path.
    public func files(of name: String) throws(GeneratorError) -> [TemplateFile] {
        let folder = try folder(of: name)
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw .fileSystem("Cannot read the template folder \(folder.path).")
        }
        let base = folder.standardizedFileURL.path
        var files: [TemplateFile] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = String(full.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            guard let contents = try? String(contentsOf: url, encoding: .utf8) else {
                throw .fileSystem("Cannot read the template file \(full).")
            }
            files.append(TemplateFile(path: relative, contents: contents))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The template names in `folder`: its subfolders, hidden ones excluded.
    static func templateNames(in folder: URL) -> [String] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return entries.filter { entry in
            var isDirectory: ObjCBool = false
            return !entry.hasPrefix(".")
                && manager.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }
}
