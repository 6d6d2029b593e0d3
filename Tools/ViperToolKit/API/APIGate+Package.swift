import Foundation

/// The whole of `viper api` for a package on disk: git, both manifests, both versions of the sources.
extension APIGate {
    /// The API changes of the package at `root` since `base` (a git ref; `nil`: `git merge-base HEAD main`),
    /// including uncommitted and untracked files. Only targets with a changed file (or a changed folder)
    /// are read, at the base from git and now from the disk; every other target's API is unchanged.
    ///
    /// Throws ``APIError`` when the base or the package cannot be read, or a file does not parse: the
    /// gate never passes a change it could not read.
    public static func result(forPackageAt root: URL, base: String? = nil, mainBranch: String = "main") async throws -> APIGateResult {
        let git = GitChanges(root: root, mainBranch: mainBranch)
        let changeBase: ChangeBase
        let files: [String]
        do {
            changeBase = try await git.base(base)
            files = try await git.changedFiles(since: changeBase)
        } catch let error as AffectedError {
            throw APIError.baseUnreadable(base: base ?? "merge-base HEAD \(mainBranch)", reason: error.description)
        }
        let dumper = PackageDumper()
        let current: PackageGraph
        do {
            current = try await dumper.graph(ofPackageAt: root)
        } catch let error as PackageModelError {
            throw APIError.packageUnreadable(reason: error.description)
        }
        var before = current
        if files.contains(AffectedAnalysis.manifestPath) {
            do {
                guard let text = try await git.manifest(at: changeBase) else {
                    throw APIError.baseUnreadable(base: changeBase.description, reason: "it has no Package.swift")
                }
                before = try await dumper.graph(ofManifestText: text)
            } catch let error as PackageModelError {
                throw APIError.baseUnreadable(base: changeBase.description, reason: error.description)
            }
        }
        let gate = APIGate(graph: current, baseGraph: before, codeOwners: CodeOwners.file(inPackageAt: root))
        let nowTargets = current.targets.filter(gate.comparesAPI)
        let baseTargets = before.targets.filter(gate.comparesAPI)
        let nowOwners = AffectedAnalysis(graph: PackageGraph(name: current.name, targets: nowTargets))
        let baseOwners = AffectedAnalysis(graph: PackageGraph(name: before.name, targets: baseTargets))
        var changed = Set(files.compactMap { nowOwners.owner(of: $0)?.name } + files.compactMap { baseOwners.owner(of: $0)?.name })
        let nowByName = Dictionary(uniqueKeysWithValues: nowTargets.map { ($0.name, $0) })
        let baseByName = Dictionary(uniqueKeysWithValues: baseTargets.map { ($0.name, $0) })
        for name in Set(nowByName.keys).symmetricDifference(baseByName.keys) { changed.insert(name) }
        for (name, target) in nowByName where baseByName[name].map({ $0.path != target.path }) == true { changed.insert(name) }

        var after: [String: APISurface] = [:]
        var atBase: [String: APISurface] = [:]
        let baseFolders = changed.compactMap { baseByName[$0]?.path }
        let baseSources: [String: String]
        do {
            baseSources = try await git.swiftSources(in: baseFolders, at: changeBase)
        } catch let error as AffectedError {
            throw APIError.baseUnreadable(base: changeBase.description, reason: error.description)
        }
        for name in changed.sorted() {
            if let target = nowByName[name] {
                after[name] = try readSurface(of: name, sources: try sources(of: target, in: root))
            }
            if baseByName[name] != nil {
                let files = baseSources.filter { baseOwners.owner(of: $0.key)?.name == name }
                atBase[name] = try readSurface(of: name, sources: files)
            }
        }
        let acknowledgementsNow = (try? String(contentsOf: root.appendingPathComponent(APIAcknowledgements.path), encoding: .utf8)) ?? ""
        let acknowledgementsThen: String
        do {
            acknowledgementsThen = try await git.file(APIAcknowledgements.path, at: changeBase) ?? ""
        } catch let error as AffectedError {
            throw APIError.baseUnreadable(base: changeBase.description, reason: error.description)
        }
        let acknowledgements = APIAcknowledgements(text: acknowledgementsNow).added(since: APIAcknowledgements(text: acknowledgementsThen))
        return gate.result(base: changeBase, before: atBase, after: after, acknowledgements: acknowledgements)
    }

    /// The API of `target` from `sources` (path → text).
    private static func readSurface(of target: String, sources: [String: String]) throws(APIError) -> APISurface {
        var reader = APISurfaceReader(target: target)
        for (file, text) in sources.sorted(by: { $0.key < $1.key }) { try reader.read(text, file: file) }
        return reader.surface()
    }

    /// The text of each Swift file of `target` in the package at `root`, by path relative to `root`.
    private static func sources(of target: PackageTarget, in root: URL) throws -> [String: String] {
        var sources: [String: String] = [:]
        for file in target.swiftFiles(inPackageAt: root) {
            sources[file] = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        }
        return sources
    }
}
