import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

/// A base for results that are not read from git.
private let testBase = ChangeBase(ref: "test", commit: "0123456789abcdef0123456789abcdef01234567")

@Suite("viper affected on this package's real manifest", .onThreadsOfTheirOwn)
struct AffectedManifestTests {
    private static let manifestText = Result {
        try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }
    /// The manifest evaluated in the package's folder, as `viper affected` reads the package now.
    private static let graph = Task { try await PackageDumper().graph(ofPackageAt: Repository.root) }
    /// The same text evaluated alone in a temporary folder, as `viper affected` reads the base's manifest.
    private static let original = Task { try await PackageDumper().graph(ofManifestText: manifestText.get()) }

    private func affected(_ files: String..., in graph: PackageGraph? = nil, manifest: ManifestChange = .none) async throws -> AffectedResult {
        let graph = if let graph { graph } else { try await Self.graph.value }
        return AffectedAnalysis(graph: graph).result(base: testBase, changedFiles: files, manifestChange: manifest)
    }

    /// The graph of the real manifest's text with `old` (which must occur) replaced by `new`, evaluated in a temporary folder.
    private func editedGraph(replacing old: String, with new: String) async throws -> PackageGraph {
        let text = try Self.manifestText.get()
        try #require(text.contains(old), "Package.swift no longer contains \(old)")
        return try await PackageDumper().graph(ofManifestText: text.replacingOccurrences(of: old, with: new))
    }

    @Test(
        "a change in a feature's Interface affects the feature and its successor, every feature that uses the Interface, the app and their tests, and no other feature"
    )
    func interfaceChange() async throws {
        let file = "Modules/ItemDetail/Interface/ItemDetailInput.swift"
        let result = try await affected(file)
        let selected = Set(result.targets)
        #expect(
            selected.isSuperset(of: [
                "ItemDetailInterface", "ItemDetail", "ItemDetailNext", "ItemsList", "AppComposition", "App", "ItemDetailTests",
                "ItemDetailNextTests", "ItemsListTests", "AppCompositionTests",
            ]))
        #expect(!selected.contains("OrderEntry"))
        #expect(!selected.contains("OrderEntryTests"))
        #expect(
            Set(result.testTargets) == [
                "AppCompositionTests", "FuzzTests", "ItemDetailTests", "ItemDetailNextTests", "ItemsListTests", "PreviewSnapshotTests",
            ])
        #expect(result.changedTargets == ["ItemDetailInterface"])
        // The composition root chooses between ItemDetail and its successor by a flag, so it
        // depends on their Interface itself: the shortest chain goes straight through it.
        let chain = try #require(result.chains["App"]?.description)
        #expect(chain == "App <- AppComposition <- ItemDetailInterface <- \(file)")
    }

    @Test("a change in a feature's implementation affects exactly the feature, what depends on the feature itself, and their tests")
    func implementationChange() async throws {
        let result = try await affected("Modules/ItemsList/Sources/Presenter/ItemsListDefaultPresenter.swift")
        #expect(
            Set(result.targets) == [
                "ItemsList", "ItemsListPreviews", "AppComposition", "App", "ItemsListTests", "AppCompositionTests", "FuzzTests",
                "PreviewSnapshotTests",
            ])
        #expect(result.features == ["ItemsList", "ItemsListPreviews"])
        #expect(result.app == ["App", "AppComposition"])
        #expect(result.tooling.isEmpty)
        #expect(Set(result.testTargets) == ["AppCompositionTests", "FuzzTests", "ItemsListTests", "PreviewSnapshotTests"])
        #expect(result.core.isEmpty && result.services.isEmpty)
    }

    @Test(
        "a change in ViperKit affects every feature, one in Domain every feature target that imports it, and their test targets",
        arguments: [
            ("Modules/ViperKit/Screen/CellKind.swift", "ViperKit"), ("Services/Domain/Entities/Item.swift", "Domain"),
        ])
    func coreChange(file: String, core: String) async throws {
        let graph = try await Self.graph.value
        let result = try await affected(file)
        // Every target declares only what it imports (viper check), so Domain is not under every feature target.
        let dependents = graph.targets.filter { target in
            target.name != core && graph.dependencyClosure(of: [target.name]).contains { $0.name == core }
        }
        let featureTargets = dependents.filter {
            switch TargetClassifier().role(of: $0) {
            case .feature, .interface, .testing, .previews: true
            default: false
            }
        }.map(\.name)
        let featureTests = dependents.filter {
            if case .feature = TargetClassifier().role(of: $0) { true } else { false }
        }.map { $0.name + "Tests" }
        #expect(featureTargets.count >= (core == "ViperKit" ? 22 : 13))
        #expect(Set(result.features) == Set(featureTargets))
        #expect(Set(result.testTargets).isSuperset(of: featureTests))
        #expect(result.core.count >= 1)
        #expect(!result.everything)
    }

    @Test(
        "adding a Feature line to Package.swift affects exactly the new feature's five targets, the composition root, the App and the tests that run the app"
    )
    func newFeature() async throws {
        let home = "    Feature(\"Home\", imports: [.domain, .fakes, .testing, .strings, .interfaceInPreviews, .fakesInPreviews]),\n"
        let edited = try await editedGraph(
            replacing: home,
            with: home + "    Feature(\"Zeta\"),\n"
        )
        let change = ManifestChange(base: try await Self.original.value, current: edited)
        #expect(change.newTargets == ["Zeta", "ZetaInterface", "ZetaPreviews", "ZetaTesting", "ZetaTests"])
        #expect(change.redeclaredTargets == ["AppComposition"])
        #expect(!change.packageChanged)
        let result = try await affected("Package.swift", in: edited, manifest: change)
        #expect(
            Set(result.targets) == [
                "Zeta", "ZetaInterface", "ZetaTesting", "ZetaPreviews", "ZetaTests", "AppComposition", "App", "AppCompositionTests", "FuzzTests",
                "PreviewSnapshotTests",
            ])
        #expect(result.chains["AppComposition"]?.description == "AppComposition <- Package.swift (its declaration changed)")
        #expect(result.chains["ZetaTests"]?.description == "ZetaTests <- Package.swift (new target)")
        #expect(result.outsideTargets.isEmpty)
    }

    @Test(
        "the manifest evaluated in a temporary folder declares what it declares in the package's folder, so an edit of Package.swift that changes no declaration affects nothing"
    )
    func unchangedManifest() async throws {
        let change = ManifestChange(base: try await Self.original.value, current: try await Self.graph.value.relativizingPaths(to: Repository.root))
        #expect(change.isEmpty)
        let result = try await affected("Package.swift", manifest: change)
        #expect(result.isEmpty)
        #expect(AffectedReport(result: result).text.contains("Package.swift: no target or package setting changed"))
    }

    @Test("a README-only change affects nothing; files outside every target are listed as such, not dropped")
    func outsideEveryTarget() async throws {
        let readme = try await affected("README.md")
        #expect(readme.isEmpty)
        #expect(readme.outsideTargets == ["README.md"])
        #expect(AffectedReport(result: readme).text.contains("nothing affected"))

        let files = [
            "Tests/run-all", "Tools/Templates/list/Modules/__Name__/Sources/View/__Name__View.swift.template", "CODEOWNERS",
            "Benchmarks/Scale/scale-benchmark",
        ]
        let outside = try AffectedAnalysis(graph: await Self.graph.value).result(base: testBase, changedFiles: files)
        #expect(outside.isEmpty)
        #expect(outside.outsideTargets == files.sorted())
        #expect(outside.changedFiles == files.sorted())
        let text = AffectedReport(result: outside).text
        #expect(text.contains("outside every target (4):\n  Benchmarks/Scale/scale-benchmark\n  CODEOWNERS\n"))
        #expect(text.contains("  Tests/run-all\n"))
    }

    @Test("a third-party version change in Package.swift affects every target")
    func thirdPartyVersion() async throws {
        let edited = try await editedGraph(replacing: "exact: \"7.10.0\"", with: "exact: \"7.10.1\"")
        let change = ManifestChange(base: try await Self.original.value, current: edited)
        #expect(change.packageChanged)
        #expect(change.changedTargets.isEmpty)
        let result = try await affected("Package.swift", in: edited, manifest: change)
        #expect(result.everything)
        #expect(Set(result.targets) == Set(edited.targets.map(\.name)))
        #expect(result.chains["ItemsList"]?.description == "ItemsList <- Package.swift (third-party packages or package settings changed)")
    }
}

@Suite("viper affected: selection, chains and output on a synthetic graph", .onThreadsOfTheirOwn)
struct AffectedGraphTests {
    /// A diamond of services (A <- B, A <- C, B <- D, C <- D) with tests of D, and an Interface two features use.
    private static let graph = PackageGraph(
        name: "Synthetic",
        targets: [
            PackageTarget(name: "A", kind: .regular, path: "Services/A"),
            PackageTarget(name: "B", kind: .regular, path: "Services/B", dependencies: [TargetDependency(name: "A")]),
            PackageTarget(name: "C", kind: .regular, path: "Services/C", dependencies: [TargetDependency(name: "A")]),
            PackageTarget(name: "D", kind: .regular, path: "App/D", dependencies: [TargetDependency(name: "C"), TargetDependency(name: "B")]),
            PackageTarget(name: "DTests", kind: .test, dependencies: [TargetDependency(name: "D"), TargetDependency(name: "A")]),
            PackageTarget(name: "ShareInterface", kind: .regular, path: "Modules/Share/Interface"),
            PackageTarget(name: "Share", kind: .regular, path: "Modules/Share/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(name: "Foo", kind: .regular, path: "Modules/Foo/Sources", dependencies: [TargetDependency(name: "ShareInterface")]),
            PackageTarget(
                name: "Bar", kind: .regular, path: "Modules/Bar/Sources",
                dependencies: [
                    TargetDependency(name: "ShareInterface"), TargetDependency(name: "Lib", package: "lib"),
                ]),
            PackageTarget(name: "FooTests", kind: .test, dependencies: [TargetDependency(name: "Foo")]),
            PackageTarget(name: "BarTests", kind: .test, dependencies: [TargetDependency(name: "Bar")]),
        ])

    private func affected(_ files: String...) -> AffectedResult {
        AffectedAnalysis(graph: Self.graph).result(base: testBase, changedFiles: files)
    }

    @Test("a diamond reaches its top once, by a shortest chain, and the chain of a test that also depends on the bottom is the direct one")
    func diamond() async throws {
        let result = affected("Services/A/Store.swift")
        #expect(result.targets == ["A", "B", "C", "D", "DTests"])
        #expect(result.chains["D"]?.links == ["D", "B", "A", "Services/A/Store.swift"])
        #expect(result.chains["DTests"]?.description == "DTests <- A <- Services/A/Store.swift")
        #expect(result.services == ["A", "B", "C"])
        #expect(result.app == ["D"])
        #expect(result.testTargets == ["DTests"])
    }

    @Test("an Interface used by two features selects both features and both features' tests")
    func sharedInterface() async {
        let result = affected("Modules/Share/Interface/ShareInput.swift")
        #expect(result.features == ["Bar", "Foo", "Share", "ShareInterface"])
        #expect(result.testTargets == ["BarTests", "FooTests"])
        #expect(result.chains["FooTests"]?.description == "FooTests <- Foo <- ShareInterface <- Modules/Share/Interface/ShareInput.swift")
        #expect(!result.targets.contains("A"))
    }

    @Test("a file belongs to the target with the longest folder that holds it, matched by whole path components")
    func ownership() async {
        let analysis = AffectedAnalysis(
            graph: PackageGraph(
                name: "P",
                targets: [
                    PackageTarget(name: "Outer", kind: .regular, path: "Modules/Outer"),
                    PackageTarget(name: "Inner", kind: .regular, path: "Modules/Outer/Inner"),
                    PackageTarget(name: "OuterTests", kind: .test),
                ]))
        #expect(analysis.owner(of: "Modules/Outer/Inner/X.swift")?.name == "Inner")
        #expect(analysis.owner(of: "Modules/Outer/InnerX/X.swift")?.name == "Outer")
        #expect(analysis.owner(of: "Modules/OuterX/X.swift") == nil)
        #expect(analysis.owner(of: "Tests/OuterTests/Support/Spy.swift")?.name == "OuterTests")
        #expect(analysis.owner(of: "Modules/Outer") == nil)
    }

    @Test("the JSON lists every group with sorted arrays, and chains only under --why")
    func json() async throws {
        let result = affected("Services/C/C.swift", "README.md")
        let plain = try Self.object(AffectedReport(result: result).json())
        #expect(
            Set(plain.keys) == [
                "base", "baseRef", "changedFiles", "changedTargets", "outsideTargets", "features", "core", "services", "app", "tooling",
                "testTargets", "everything",
            ])
        #expect(plain["base"] as? String == testBase.commit)
        #expect(plain["baseRef"] as? String == "test")
        #expect(plain["services"] as? [String] == ["C"])
        #expect(plain["app"] as? [String] == ["D"])
        #expect(plain["testTargets"] as? [String] == ["DTests"])
        #expect(plain["outsideTargets"] as? [String] == ["README.md"])
        #expect(plain["changedFiles"] as? [String] == ["README.md", "Services/C/C.swift"])
        #expect(plain["everything"] as? Bool == false)

        let why = try Self.object(AffectedReport(result: result, includesWhy: true).json())
        let chains = try #require(why["why"] as? [String: [String]])
        #expect(chains["DTests"] == ["DTests", "D", "C", "Services/C/C.swift"])
        #expect(Set(chains.keys) == ["C", "D", "DTests"])
    }

    @Test("the text names the base and the file count, then each group, with chains under --why")
    func text() async {
        let result = affected("Services/C/C.swift")
        #expect(
            AffectedReport(result: result).text == """
                base: test (0123456)
                changed files: 1
                services (1): C
                app (1): D
                tests (1): DTests

                """)
        #expect(AffectedReport(result: result, includesWhy: true).text.contains("app (1):\n  D <- C <- Services/C/C.swift\n"))
    }

    @Test("where the manifest was evaluated does not count as a package change; a third-party version does")
    func packageDeclaration() async throws {
        func graph(_ packageLevel: String) throws -> PackageGraph {
            try PackageGraph(dumpPackageJSON: Data(#"{"name":"P","targets":[{"name":"A","type":"regular"}],\#(packageLevel)}"#.utf8))
        }
        let here = try graph(#""dependencies":[],"packageKind":{"root":["/work/main"]}"#)
        let there = try graph(#""dependencies":[],"packageKind":{"root":["/tmp/viper-manifest-1"]}"#)
        let bumped = try graph(#""dependencies":[{"exact":["1.0.1"]}],"packageKind":{"root":["/work/main"]}"#)
        #expect(ManifestChange(base: here, current: there).isEmpty)
        #expect(ManifestChange(base: here, current: bumped).packageChanged)
        #expect(ManifestChange(base: nil, current: here).newTargets == ["A"])
    }

    @Test("a local package's absolute path compares relative to the folder the manifest was evaluated in")
    func localPackagePath() async {
        func graph(_ path: String) -> PackageGraph {
            PackageGraph(name: "P", targets: [], declaration: #"{"dependencies":[{"fileSystem":[{"path":"\#(path)"}]}]}"#)
        }
        let here = graph("/work/Foo").relativizingPaths(to: URL(fileURLWithPath: "/work/main"))
        let there = graph("/tmp/Foo").relativizingPaths(to: URL(fileURLWithPath: "/tmp/viper-manifest-1"))
        let elsewhere = graph("/tmp/Bar").relativizingPaths(to: URL(fileURLWithPath: "/tmp/viper-manifest-1"))
        #expect(ManifestChange(base: here, current: there).isEmpty)
        #expect(ManifestChange(base: here, current: elsewhere).packageChanged)
    }

    @Test("a changed Package.resolved affects every target")
    func pins() async {
        let result = affected("Package.resolved")
        #expect(result.everything)
        #expect(result.targets.count == Self.graph.targets.count)
        #expect(result.chains["Foo"]?.description == "Foo <- Package.resolved (pinned third-party versions changed)")
    }

    private static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
}

@Suite("viper affected: reading the change from git", .onThreadsOfTheirOwn)
struct AffectedGitTests {
    private static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Tiny",
            targets: [
                .target(name: "A"),
                .target(name: "B", dependencies: ["A"]),
            ]
        )

        """

    /// A repository whose `main` holds the tiny package, with a commit since on branch `work` (a change of A),
    /// an uncommitted change of B, an untracked file in B and an ignored file.
    private func repository() async throws -> (repo: GitSandbox, first: String) {
        let repo = try await GitSandbox(branch: "work")
        try repo.write(Self.manifest, to: "Package.swift")
        try repo.write("public let a = 1\n", to: "Sources/A/A.swift")
        try repo.write("import A\n", to: "Sources/B/B.swift")
        try repo.write("*.log\n", to: ".gitignore")
        try await repo.commitAll("Tiny package")
        let first = try await repo.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        try await repo.git("branch", "main")
        try repo.write("public let a = 2\n", to: "Sources/A/A.swift")
        try await repo.commitAll("Change A")
        try repo.write("import A\nlet b = a\n", to: "Sources/B/B.swift")
        try repo.write("let new = 1\n", to: "Sources/B/New.swift")
        try repo.write("noise\n", to: "build.log")
        return (repo, first)
    }

    @Test("the change is what differs from the merge base with main (committed, uncommitted, untracked) or from --base, never ignored files")
    func changedFiles() async throws {
        let (repo, first) = try await repository()
        defer { repo.remove() }
        let git = GitChanges(root: repo.root)
        let base = try await git.base(nil)
        #expect(base.commit == first)
        #expect(base.ref == nil)
        #expect(try await git.changedFiles(since: base) == ["Sources/A/A.swift", "Sources/B/B.swift", "Sources/B/New.swift"])
        let head = try await git.base("HEAD")
        #expect(head.ref == "HEAD")
        #expect(try await git.changedFiles(since: head) == ["Sources/B/B.swift", "Sources/B/New.swift"])

        try await repo.git("mv", "Sources/A/A.swift", "Sources/B/Moved.swift")
        #expect(
            try await git.changedFiles(since: head) == ["Sources/A/A.swift", "Sources/B/B.swift", "Sources/B/Moved.swift", "Sources/B/New.swift"])
        #expect(
            try await GitChanges(root: repo.root.appendingPathComponent("Sources")).changedFiles(since: head) == [
                "A/A.swift", "B/B.swift", "B/Moved.swift", "B/New.swift",
            ])
        try repo.write("# Tiny\n", to: "README.md")
        #expect(try await GitChanges(root: repo.root.appendingPathComponent("Sources/B")).changedFiles(since: head).first == "../../README.md")
    }

    @Test("an unknown ref, a missing main branch and a folder outside git are typed errors with a sentence that says what to do")
    func errors() async throws {
        let (repo, _) = try await repository()
        defer { repo.remove() }
        await #expect(throws: AffectedError.unknownRef("no-such-ref")) { try await GitChanges(root: repo.root).base("no-such-ref") }
        #expect(AffectedError.unknownRef("no-such-ref").description.contains("'no-such-ref'"))
        #expect(AffectedError.unknownRef("no-such-ref").description.contains("--base"))
        await #expect(throws: AffectedError.noMainBranch("trunk")) { try await GitChanges(root: repo.root, mainBranch: "trunk").base(nil) }
        #expect(AffectedError.noMainBranch("trunk").description.contains("--base"))

        let plain = FileManager.default.temporaryDirectory.appendingPathComponent("viper-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: plain) }
        await #expect(throws: AffectedError.notAGitRepository(plain.path)) { try await GitChanges(root: plain).base(nil) }
        #expect(AffectedError.notAGitRepository(plain.path).description.contains("not inside a git repository"))
    }

    @Test("the whole analysis of a repository: a changed target selects its dependents, and a target Package.swift adds is new")
    func wholeAnalysis() async throws {
        let (repo, _) = try await repository()
        defer { repo.remove() }
        try repo.write(Self.manifest.replacingOccurrences(of: "    ]\n", with: "        .target(name: \"C\"),\n    ]\n"), to: "Package.swift")
        try repo.write("let c = 1\n", to: "Sources/C/C.swift")
        let result = try await AffectedAnalysis.result(forPackageAt: repo.root)
        #expect(result.manifestChange?.newTargets == ["C"])
        #expect(result.manifestChange?.redeclaredTargets == [])
        #expect(result.targets == ["A", "B", "C"])
        #expect(result.changedTargets == ["A", "B", "C"])
        #expect(result.chains["B"]?.description == "B <- Sources/B/B.swift")
        #expect(result.chains["C"]?.description == "C <- Package.swift (new target)")
        #expect(result.outsideTargets.isEmpty)
    }
}
