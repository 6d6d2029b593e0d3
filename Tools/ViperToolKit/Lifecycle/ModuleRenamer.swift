import Foundation

/// Plans `viper rename <Old> <New>`: the feature's folders and files move (its name in each path
/// component), and every file that names it in code is rewritten: `Package.swift` (its line and
/// other features' `uses:`), the App's registrations, CODEOWNERS, the README's graph, the imports
/// of its consumers, the types, files and test suites that carry its name, its plugin id and the
/// string-table keys that carry its kebab spelling. Prose is listed, never rewritten. Its route
/// stays unless a new one is given. Planning writes nothing.
///
/// ```swift
/// let files = try await RepositoryFiles(root: root).all()
/// let change = try ModuleRenamer(root: root).plan(from: "ItemsList", to: "Catalogue", files: files)
/// try await change.apply(to: root)
/// ```
public struct ModuleRenamer: Sendable {
    /// The package's folder.
    public let root: URL

    /// Creates a renamer for the package at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The target names a feature `name` has (its module, Interface, Testing kit, previews, tests).
    public static func targets(of name: String) -> [String] {
        [name, name + "Interface", name + "Testing", name + "Previews", name + "Tests"]
    }

    /// The folders that are the feature's own.
    public static func folders(of name: String) -> [String] {
        ["Modules/\(name)/", "Tests/\(name)Tests/"]
    }

    /// The change renaming feature `old` to `new` among `files` (the package's files, relative to
    /// it), with the route changed to `route` when one is given.
    public func plan(from old: String, to new: String, route: String? = nil, files: [String]) throws(LifecycleError) -> TreeChange {
        let manifest = read("Package.swift") ?? ""
        let features = (try? PackageManifestEditor.features(in: manifest)) ?? []
        guard features.contains(old) else { throw .unknownFeature(old, known: features) }
        let newName: ModuleName
        do {
            newName = try ModuleName(new)
        } catch {
            if case .invalidName(_, let reason) = error { throw .invalidName(new, reason: reason) }
            throw .invalidName(new, reason: "\(error)")
        }
        let oldName = try? ModuleName(old)
        if features.contains(new) { throw .nameTaken(new, by: "the feature \(new) in Package.swift") }
        let targets = (try? PackageManifestEditor.targetNames(in: manifest)) ?? []
        for target in Self.targets(of: new) where targets.contains(target) {
            throw .nameTaken(new, by: "the target \(target)")
        }
        // A successor renamed to the feature it implements, once that feature is retired, joins
        // the Interface and Testing kit left in the feature's folder, and is a successor no more.
        let takesFace = PackageManifestEditor.implemented(by: old, in: manifest) == new
        for folder in Self.folders(of: new) where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            if takesFace, folder == "Modules/\(new)/",
                !FileManager.default.fileExists(atPath: root.appendingPathComponent(folder + "Sources").path)
            {
                continue
            }
            throw .nameTaken(new, by: "the folder \(folder)")
        }

        let own = files.filter { path in Self.folders(of: old).contains { path.hasPrefix($0) } }
        let words = names(of: old, renamedTo: newName, own: own)
        let mapping = NameMapping(
            words: words,
            kebab: oldName.map { ($0.kebab, newName.kebab) },
            route: try route.map { newRoute throws(LifecycleError) in
                guard newRoute.hasPrefix("/"), !newRoute.contains(" ") else { throw .route("“\(newRoute)” is not a path such as /catalogue") }
                return (try self.route(of: old), newRoute)
            }
        )
        let change = rewriting(files, with: mapping, own: Set(own))
        guard takesFace else { return change }
        let edits = change.edits.map { edit in
            edit.path != ModuleGenerator.manifestPath
                ? edit
                : TreeChange.Edit(
                    path: edit.path, contents: edit.contents.replacingOccurrences(of: "implements: \"\(new)\", ", with: ""),
                    changedLines: edit.changedLines)
        }
        return TreeChange(moves: change.moves, edits: edits, deletions: change.deletions, prose: change.prose)
    }

    /// The names feature `old` brings, each with its new spelling: its targets, and every
    /// declaration in its own files (`own`) that carries its name (or its lowerCamel spelling) as a
    /// prefix: `ItemsListDefaultPresenter`, `itemsListDidFinish`, but not `ItemsListing`.
    func names(of old: String, renamedTo new: ModuleName, own: [String]) -> [String: String] {
        var words = Dictionary(uniqueKeysWithValues: zip(Self.targets(of: old), Self.targets(of: new.value)))
        let lowerOld = (try? ModuleName(old))?.lowerCamel ?? old
        for path in own where path.hasSuffix(".swift") {
            // A file is named after its type, or after its module's contract (`ItemsListContract.swift`).
            let fileName = String((path as NSString).lastPathComponent.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            for declared in SwiftRegions.declaredNames(in: read(path) ?? "").union([fileName]) {
                for (prefix, replacement) in [(old, new.value), (lowerOld, new.lowerCamel)] where declared.hasPrefix(prefix) {
                    let rest = declared.dropFirst(prefix.count)
                    if rest.first.map({ !$0.isLowercase && !$0.isNumber }) ?? true { words[declared] = replacement + rest }
                }
            }
        }
        return words
    }

    /// `files` rewritten with `mapping`: moves, edits and prose; `own` are the files whose kebab
    /// spellings change.
    func rewriting(_ files: [String], with mapping: NameMapping, own: Set<String>) -> TreeChange {
        var moves: [(from: String, to: String)] = []
        var edits: [TreeChange.Edit] = []
        var prose: [ProseMention] = []
        for path in files.sorted() {
            let destination = mapping.renaming(path: path)
            if destination != path { moves.append((path, destination)) }
            // Most files name none of it: a byte search skips them before they are parsed.
            let kebabAllowed = own.contains(path) || Self.mayNamePluginId(path, mapping)
            guard let text = read(path), mapping.mayMention(text, ownFile: kebabAllowed),
                let regions = SourceRegions.regions(of: text, path: path)
            else { continue }
            let rewrite = mapping.rewrite(text, regions: regions, ownFile: kebabAllowed)
            let contents = path.hasSuffix(".swift") ? ImportBlock.ordered(rewrite.text) : rewrite.text
            if contents != text {
                edits.append(TreeChange.Edit(path: destination, contents: contents, changedLines: rewrite.changedLines.count))
            }
            prose += rewrite.prose.map { ProseMention(file: destination, line: $0.line, text: $0.text) }
        }
        return TreeChange(moves: moves, edits: edits, deletions: [], prose: prose)
    }

    /// Whether `path`, outside the feature's own files, may name its plugin id (`--module
    /// items-list`, a test of the App's single-module runs): a code file, when the id has a hyphen
    /// and so cannot be an ordinary word. A one-word id (`account`) changes only in its own files.
    static func mayNamePluginId(_ path: String, _ mapping: NameMapping) -> Bool {
        guard let kebab = mapping.kebab, kebab.from.contains("-") else { return false }
        return !path.hasSuffix(".strings") && !path.hasSuffix("CODEOWNERS")
    }

    /// The route the feature's Interface declares (`RoutePattern("/items")`).
    func route(of name: String) throws(LifecycleError) -> String {
        let file = "Modules/\(name)/Interface/\(name)Route.swift"
        guard let text = read(file), let open = text.range(of: "RoutePattern(\""),
            let close = text[open.upperBound...].firstIndex(of: "\"")
        else { throw .route("\(file) declares no RoutePattern(\"…\") to change") }
        return String(text[open.upperBound ..< close])
    }

    func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
