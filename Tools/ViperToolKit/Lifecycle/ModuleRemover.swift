import Foundation

/// Plans `viper remove <Name>`: refused while anything outside the feature still needs it (another
/// feature's `uses:`, the App beyond its registration lines, a test or a script of another
/// target, by its names or by its route quoted whole), naming each consumer's file, line and owning team. Otherwise it deletes the feature's
/// folders and its test target, its recorded snapshots, its `Package.swift` line, its
/// registrations (plugin, previews, tab and the tab's title in the App's string tables) and its
/// CODEOWNERS lines, and lists the prose that still names it. Planning writes nothing.
///
/// Where a flag chooses between the feature and its successor (`viper new --implements`), removing
/// one of the two settles the choice on the other in `FeaturePlugins` and removes the flag from the
/// registry. Removing the feature itself retires only its implementation: its Interface and Testing
/// kit stay where they are, for the successor to carry on (its line declares them now), and so
/// another feature's `uses:` of it and the code that opens its routes still have what they need;
/// `viper rename <Successor> <Feature>` then gives the successor the feature's name.
public struct ModuleRemover: Sendable {
    /// The package's folder.
    public let root: URL

    /// The App's files that register features, a line (or a statement) each.
    public static let registrationFiles = [
        ModuleGenerator.featurePluginsPath, ModuleGenerator.featurePreviewsPath, "App/Composition/Flow/AppTab.swift",
    ]
    /// The App's string tables, where a tab's title lives.
    static let appStringTables = ["en", "de"].map { "App/Composition/Resources/\($0).lproj/Localizable.strings" }

    /// Creates a remover for the package at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The change removing feature `name` from `files` (the package's files, relative to it).
    public func plan(removing name: String, files: [String]) throws(LifecycleError) -> TreeChange {
        let renamer = ModuleRenamer(root: root)
        let manifest = renamer.read(ModuleGenerator.manifestPath) ?? ""
        let features = (try? PackageManifestEditor.features(in: manifest)) ?? []
        guard features.contains(name), let moduleName = try? ModuleName(name) else { throw .unknownFeature(name, known: features) }
        let successor = PackageManifestEditor.successor(of: name, in: manifest)
        // With a successor, the Interface and the Testing kit stay: only the implementation goes.
        let folders =
            successor == nil
            ? ModuleRenamer.folders(of: name) : ["Modules/\(name)/Sources/", "Modules/\(name)/Previews/", "Tests/\(name)Tests/"]
        let own = files.filter { path in folders.contains { path.hasPrefix($0) } }
        var words = renamer.names(of: name, renamedTo: moduleName, own: own)
        if successor != nil { for kept in [name + "Interface", name + "Testing"] { words[kept] = nil } }
        let mapping = NameMapping(words: Dictionary(uniqueKeysWithValues: words.keys.map { ($0, $0) }))
        // Code elsewhere that names the implementation (a benchmark building its module) is handed
        // to the successor, name by name, where the successor has the same name under its own
        // prefix; only what it lacks still needs the feature.
        let handover = successor.map { handedOverNames(of: name, to: $0, words: words, files: files) } ?? [:]
        let handing = NameMapping(words: handover)
        let needing = NameMapping(words: Dictionary(uniqueKeysWithValues: words.keys.filter { handover[$0] == nil }.map { ($0, $0) }))
        let owners = CodeOwners.file(inPackageAt: root)
        let registry = renamer.read(FlagRegistryEditor.path)
        let flag = registry.flatMap { FlagRegistryEditor.flag(selecting: name, in: $0) }
        // The files the settled choice rewrites as a whole, not line by line.
        let settled: Set<String> = flag == nil ? [] : [ModuleGenerator.featurePluginsPath, FlagRegistryEditor.path]
        // The successor answers the feature's routes: code that opens them still has a screen.
        let tabRoute = successor == nil ? try? renamer.route(of: name) : nil
        // The route's fixed part (`/employees` of `/employees`, `/items` of `/items/:id`), quoted.
        let fixedRoute = tabRoute.map { String($0.prefix { $0 != ":" }) }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let routeMention = fixedRoute.flatMap { $0.count > 1 ? NameMapping(words: [:], route: ($0, $0)) : nil }

        var deletions = own
        var edits: [TreeChange.Edit] = []
        var prose: [ProseMention] = []
        var consumers: [ModuleConsumer] = []
        var tabKeys: [String] = []
        for path in files.sorted() where !own.contains(path) && !settled.contains(path) {
            if path.contains("/__Snapshots__/") {
                if mapping.mentions(path: path) { deletions.append(path) }
                continue
            }
            guard let text = renamer.read(path),
                mapping.mayMention(text, ownFile: false) || Self.registrationFiles.contains(path)
                    || routeMention?.mayMention(text, ownFile: false) == true,
                let regions = SourceRegions.regions(of: text, path: path)
            else { continue }
            let registers =
                Self.registrationFiles.contains(path)
                || [ModuleGenerator.manifestPath, ModuleGenerator.codeOwnersPath, "README.md"].contains(path)
            var handed: TreeChange.Edit?
            if !registers, !handover.isEmpty {
                let rewrite = handing.rewrite(text, regions: regions, ownFile: false)
                if rewrite.text != text {
                    let contents = path.hasSuffix(".swift") ? ImportBlock.ordered(rewrite.text) : rewrite.text
                    handed = TreeChange.Edit(path: path, contents: contents, changedLines: rewrite.changedLines.count)
                }
            }
            let found = (registers ? mapping : needing).rewrite(text, regions: regions, ownFile: false)
            prose += found.prose.map { ProseMention(file: path, line: $0.line, text: $0.text) }
            var lines = Set(found.changedLines)
            // Code that opens the feature by its route (a test of the tabs, a browser test) needs
            // it too, although it never names it.
            if let routeMention, !Self.registrationFiles.contains(path) {
                lines.formUnion(routeMention.rewrite(text, regions: regions, ownFile: false).changedLines)
            }
            if Self.registrationFiles.contains(path), let tabRoute {
                for (index, line) in text.components(separatedBy: "\n").enumerated()
                where line.contains("AppTab(") && line.contains("\"\(tabRoute)\"") {
                    lines.insert(index + 1)
                    tabKeys += Self.firstLiteral(in: line).map { [$0] } ?? []
                }
            }
            // Names the successor has are handed to it, where nothing else here needs the feature.
            if let handed, lines.isEmpty {
                edits.append(handed)
                continue
            }
            guard !lines.isEmpty else { continue }
            let removable: Set<Int>
            switch path {
            case _ where Self.registrationFiles.contains(path): removable = lines
            case ModuleGenerator.manifestPath:
                removable = lines.filter { PackageManifestEditor.featureName(in: Self.line($0, of: text)) == name }
                // Another feature's `uses:` of it, and its successor's `implements:`, name the
                // Interface, which stays.
                if successor != nil { lines = removable }
            case ModuleGenerator.codeOwnersPath:
                removable = lines.filter { line in folders.contains { Self.line(line, of: text).hasPrefix("/" + $0) } }
                // The Interface's and the Testing kit's lines stay with them.
                if successor != nil { lines = removable }
            case "README.md": removable = lines
            default: removable = []
            }
            for line in lines.subtracting(removable).sorted() {
                consumers.append(consumer(at: line, of: path, in: text, manifest: manifest, owners: owners))
            }
            var deleted = Self.deletingStatements(removable, from: text)
            if path == ModuleGenerator.manifestPath, let successor {
                deleted.text = Self.carryingFace(of: name, to: successor, in: deleted.text, from: text)
            }
            if deleted.text != text { edits.append(TreeChange.Edit(path: path, contents: deleted.text, changedLines: deleted.count)) }
        }
        guard consumers.isEmpty else { throw .stillUsed(name, by: consumers) }
        if let flag, let registry {
            let implemented = PackageManifestEditor.implemented(by: name, in: manifest)
            let plugins = renamer.read(ModuleGenerator.featurePluginsPath) ?? ""
            if let choice = FlagChoiceEditor.settling(
                flag: flag, keepingNext: successor != nil, retired: name, interface: (implemented ?? name) + "Interface", in: plugins)
            {
                edits.append(TreeChange.Edit(path: ModuleGenerator.featurePluginsPath, contents: choice.text, changedLines: choice.count))
            }
            if let removed = FlagRegistryEditor.removing(flag, from: registry) {
                edits.append(TreeChange.Edit(path: FlagRegistryEditor.path, contents: removed.text, changedLines: removed.count))
            }
        }
        for table in Self.appStringTables where !tabKeys.isEmpty {
            guard let text = renamer.read(table) else { continue }
            let deleted = Self.deletingKeys(tabKeys, from: text)
            if deleted.count > 0 { edits.append(TreeChange.Edit(path: table, contents: deleted.text, changedLines: deleted.count)) }
        }
        return TreeChange(moves: [], edits: edits, deletions: deletions, prose: prose)
    }

    /// The names of `feature`'s implementation (`words`) that `successor` has under its own prefix,
    /// each with the successor's: `OrderEntryDefaultBuilder` → `OrderEntryNextDefaultBuilder`.
    func handedOverNames(of feature: String, to successor: String, words: [String: String], files: [String]) -> [String: String] {
        guard let from = try? ModuleName(feature), let to = try? ModuleName(successor) else { return [:] }
        let theirs = files.filter { path in ModuleRenamer.folders(of: successor).contains { path.hasPrefix($0) } }
        let available = Set(ModuleRenamer(root: root).names(of: successor, renamedTo: to, own: theirs).keys)
        var handover: [String: String] = [:]
        for word in words.keys {
            for (prefix, replacement) in [(from.value, to.value), (from.lowerCamel, to.lowerCamel)] where word.hasPrefix(prefix) {
                let counterpart = replacement + word.dropFirst(prefix.count)
                if available.contains(counterpart) { handover[word] = counterpart }
            }
        }
        return handover
    }

    /// `manifest` (already without `feature`'s line, which `original` still has) with the
    /// successor's line taking the Interface's own imports (`.domainInInterface`), now that it
    /// declares the Interface.
    static func carryingFace(of feature: String, to successor: String, in manifest: String, from original: String) -> String {
        guard let declaration = try? PackageManifestEditor.declaration(of: feature, in: original),
            declaration.imports.contains("domainInInterface")
        else { return manifest }
        return manifest.components(separatedBy: "\n").map { line in
            guard PackageManifestEditor.featureName(in: line) == successor, !line.contains(".domainInInterface"),
                let imports = line.range(of: "imports: [")
            else { return line }
            return line.replacingCharacters(in: imports, with: "imports: [.domainInInterface, ")
        }.joined(separator: "\n")
    }

    /// The consumer at `line` of `path`: for another feature's `uses:` in the manifest, that
    /// feature's team; otherwise the team owning the file's folder.
    private func consumer(at line: Int, of path: String, in text: String, manifest: String, owners: CodeOwners?) -> ModuleConsumer {
        let content = Self.line(line, of: text).trimmingCharacters(in: .whitespaces)
        var folder = (path as NSString).deletingLastPathComponent
        if path == ModuleGenerator.manifestPath, let feature = PackageManifestEditor.featureName(in: content) {
            folder = "Modules/\(feature)/Sources"
        }
        let owner = owners?.owners(ofFolder: folder).joined(separator: " ") ?? ""
        return ModuleConsumer(file: path, line: line, text: content, owner: owner.isEmpty ? "nobody" : owner)
    }

    /// `text` without `lines` (1-based) and the rest of each statement they open: a line whose
    /// brackets stay open takes the lines up to where they close, and a `let x = …` deleted takes
    /// the lines that use `x` with it. Returns the text and how many lines went.
    static func deletingStatements(_ lines: Set<Int>, from text: String) -> (text: String, count: Int) {
        guard !lines.isEmpty else { return (text, 0) }
        var all = text.components(separatedBy: "\n")
        var gone = Set<Int>()
        var pending = lines.map { $0 - 1 }.sorted()
        while let index = pending.first {
            pending.removeFirst()
            guard index < all.count, !gone.contains(index) else { continue }
            var end = index
            var depth = balance(all[index])
            while depth > 0, end + 1 < all.count {
                end += 1
                depth += balance(all[end])
            }
            for covered in index ... end { gone.insert(covered) }
            let declared = all[index].trimmingCharacters(in: .whitespaces)
            if declared.hasPrefix("let ") || declared.hasPrefix("var ") {
                let variable = String(declared.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                for (other, line) in all.enumerated() where !gone.contains(other) && mentions(line, variable) {
                    pending.append(other)
                }
            }
        }
        let count = gone.count
        all = all.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        return (all.joined(separator: "\n"), count)
    }

    /// `text`, a string table, without the entries of `keys` and the comment line above each.
    static func deletingKeys(_ keys: [String], from text: String) -> (text: String, count: Int) {
        var lines = text.components(separatedBy: "\n")
        var count = 0
        for key in keys {
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\(key)\"") }) else { continue }
            let start = index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("/*") ? index - 1 : index
            count += index - start + 1
            lines.removeSubrange(start ... index)
        }
        return (lines.joined(separator: "\n"), count)
    }

    private static func firstLiteral(in line: String) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    private static func mentions(_ line: String, _ variable: String) -> Bool {
        guard !variable.isEmpty else { return false }
        return line.components(separatedBy: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_")).inverted).contains(variable)
    }

    private static func balance(_ line: String) -> Int {
        line.reduce(0) { depth, character in
            "([{".contains(character) ? depth + 1 : ")]}".contains(character) ? depth - 1 : depth
        }
    }

    private static func line(_ number: Int, of text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        return number - 1 < lines.count ? lines[number - 1] : ""
    }
}
