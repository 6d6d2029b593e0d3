import Foundation
import Testing
import ViperKitTesting

@testable import ViperToolKit

/// `viper rename` and `viper remove` planned on this repository (planning writes nothing), and
/// applied in a throwaway git repository.
@Suite("Renaming and removing a feature")
struct ModuleLifecycleTests {
    static func trackedFiles() async throws -> [String] {
        try await RepositoryFiles(root: Repository.root).tracked().sorted()
    }

    @Test("renaming ItemsList moves its folders, files and snapshots, edits code that names it and lists prose, route kept")
    func renamePlan() async throws {
        let files = try await Self.trackedFiles()
        // Seconds of parsing, on a thread of its own, one such test at a time.
        let change = try await DedicatedThread.runOneAtATime { () throws(LifecycleError) in
            try ModuleRenamer(root: Repository.root).plan(from: "ItemsList", to: "Shelf", files: files)
        }
        let moves = Dictionary(uniqueKeysWithValues: change.moves.map { ($0.from, $0.to) })
        #expect(moves["Modules/ItemsList/Sources/ItemsListContract.swift"] == "Modules/Shelf/Sources/ShelfContract.swift")
        #expect(moves["Tests/ItemsListTests/ItemsListModuleTests.swift"] == "Tests/ShelfTests/ShelfModuleTests.swift")
        #expect(moves.keys.contains { $0.contains("__Snapshots__") && $0.contains("web.ItemsList-loaded-en.html") })
        #expect(!moves.keys.contains { $0.contains("ItemDetail") })
        let edits = Dictionary(uniqueKeysWithValues: change.edits.map { ($0.path, $0.contents) })
        let manifest = try #require(edits["Package.swift"])
        #expect(manifest.contains(#"Feature("Shelf", uses: ["ItemDetail"]"#))
        #expect(try #require(edits["CODEOWNERS"]).contains("/Modules/Shelf/Sources/"))
        #expect(try #require(edits["App/Composition/Flow/FeaturePlugins.swift"]).contains("import Shelf\n"))
        #expect(try #require(edits["Modules/Shelf/Interface/ShelfRoute.swift"]).contains(#"RoutePattern("/items")"#))
        #expect(!edits.keys.contains { $0.hasSuffix(".md") && $0 != "README.md" })
        #expect(!change.edits.contains { $0.path.contains("__Snapshots__") })
    }

    @Test("--route gives the feature a new route, where code quotes it whole")
    func renameRoute() async throws {
        let files = try await Self.trackedFiles()
        let change = try await DedicatedThread.runOneAtATime { () throws(LifecycleError) in
            try ModuleRenamer(root: Repository.root).plan(from: "ItemsList", to: "Shelf", route: "/catalogue", files: files)
        }
        let route = try #require(change.edits.first { $0.path == "Modules/Shelf/Interface/ShelfRoute.swift" })
        #expect(route.contents.contains(#"RoutePattern("/catalogue")"#))
    }

    @Test(
        "a rename is refused with a sentence: an unknown feature, a taken name, a name that is no Swift type name",
        arguments: [
            ("Catalog", "Shelf", "is not a feature of this package"), ("ItemsList", "ItemDetail", "is taken by the feature ItemDetail"),
            ("ItemsList", "catalogue", "must start with an uppercase letter"), ("ItemsList", "Items-List", "may hold only"),
            ("ItemsList", "ItemDetailInterface", "is taken by the target ItemDetailInterface"),
        ])
    func renameRefusals(old: String, new: String, reason: String) async throws {
        let files = try await Self.trackedFiles()
        #expect {
            try ModuleRenamer(root: Repository.root).plan(from: old, to: new, files: files)
        } throws: { error in
            (error as? LifecycleError).map { "\($0)".contains(reason) && "\($0)".hasSuffix("nothing was changed.") } ?? false
        }
    }

    @Test("removing FinalScreen is refused, naming Account's use in Package.swift, its files and its team")
    func removeRefused() async throws {
        let files = try await Self.trackedFiles()
        do {
            _ = try await DedicatedThread.runOneAtATime { () throws(LifecycleError) in
                try ModuleRemover(root: Repository.root).plan(removing: "FinalScreen", files: files)
            }
            Issue.record("removing FinalScreen was not refused")
        } catch {
            guard case .stillUsed(_, let consumers) = error else {
                Issue.record("refused for another reason: \(error)")
                return
            }
            #expect(consumers.contains { $0.file == "Package.swift" && $0.text.contains(#"Feature("Account""#) && $0.owner == "@team-account" })
            #expect(consumers.contains { $0.file == "Modules/Account/Sources/Router/AccountDefaultRouter.swift" })
            #expect(!consumers.contains { $0.file.hasPrefix("Modules/FinalScreen/") || $0.file == "CODEOWNERS" })
        }
    }

    @Test("in a repository, a rename moves with git (renames staged) and a removal deletes the module and its registrations")
    func applied() async throws {
        let sandbox = try await LifecycleSandbox()
        defer { sandbox.remove() }
        let files = try await RepositoryFiles(root: sandbox.root).all()
        let rename = try ModuleRenamer(root: sandbox.root).plan(from: "Orders", to: "Sales", files: files)
        try await rename.apply(to: sandbox.root)
        let status = try await sandbox.git.git("status", "--porcelain")
        #expect(status.contains("R  Modules/Orders/Sources/OrdersDefaultView.swift -> Modules/Sales/Sources/SalesDefaultView.swift"))
        #expect(try sandbox.read("Package.swift").contains(#"Feature("Sales"),"#))
        #expect(try sandbox.read("App/Composition/Flow/FeaturePlugins.swift").contains("SalesDefaultBuilder().plugin()"))
        #expect(try sandbox.read("docs.md").contains("OrdersDefaultView"))
        #expect(rename.prose == [ProseMention(file: "docs.md", line: 1, text: "`OrdersDefaultView` draws the orders.")])
        #expect(try await RepositoryFiles(root: sandbox.root).uncommitted().count > 0)
        try await sandbox.git.commitAll("rename")

        let removal = try ModuleRemover(root: sandbox.root).plan(removing: "Sales", files: try await RepositoryFiles(root: sandbox.root).all())
        #expect(removal.deletions.contains("Modules/Sales/Sources/SalesDefaultView.swift"))
        try await removal.apply(to: sandbox.root)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("Modules/Sales").path))
        #expect(!(try sandbox.read("Package.swift")).contains("Sales"))
        #expect(!(try sandbox.read("App/Composition/Flow/FeaturePlugins.swift")).contains("Sales"))
        #expect(!(try sandbox.read("CODEOWNERS")).contains("Sales"))
        #expect(try sandbox.read("App/Composition/Flow/FeaturePlugins.swift").contains("HomeDefaultBuilder().plugin()"))
    }
}

/// `viper new <Name> --implements <Feature>`, planned on this repository.
@Suite("Generating a successor of a feature")
struct SuccessorGeneratorTests {
    @Test(
        "a successor is a copy of the feature's sources, previews, tests and snapshots under its name, with the feature's Interface and Testing names kept"
    )
    func plan() async throws {
        let files = try await ModuleLifecycleTests.trackedFiles()
        let plan = try await DedicatedThread.runOneAtATime { () throws(GeneratorError) in
            try SuccessorGenerator(root: Repository.root).plan("OrderEntryBeta", implementing: "OrderEntry", owner: nil, files: files)
        }
        let created = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) })
        let builder = try #require(created["Modules/OrderEntryBeta/Sources/Builder/OrderEntryBetaDefaultBuilder.swift"])
        #expect(builder.contains("OrderEntryBetaDefaultBuilder: OrderEntryBuilding"))
        #expect(builder.contains("import OrderEntryInterface"))
        #expect(
            try #require(created["Modules/OrderEntryBeta/Sources/Builder/OrderEntryBetaDefaultBuilder+Plugin.swift"]).contains(
                "OrderEntryRoute.pattern"))
        #expect(created.keys.contains("Tests/PreviewSnapshotTests/__Snapshots__/PreviewSnapshotTests/web.OrderEntryBeta-saving-en.html"))
        #expect(!created.keys.contains { $0.hasPrefix("Modules/OrderEntryBeta/Interface/") || $0.hasPrefix("Modules/OrderEntryBeta/Testing/") })
        let lines = plan.edits.flatMap(\.insertedLines)
        #expect(
            lines.contains {
                $0.hasPrefix(#"Feature("OrderEntryBeta", implements: "OrderEntry", imports: [.domain"#) && !$0.contains("domainInInterface")
            })
        #expect(lines.contains { $0.hasPrefix("/Modules/OrderEntryBeta/Sources/") && $0.hasSuffix("@team-orders") })
        #expect(!lines.contains { $0.contains("OrderEntryBeta/Interface") })
        // It ships dark: its flag, off and owned by its team, and the composition root's choice by it.
        #expect(lines.contains(#"    public static let orderEntryBeta = FeatureFlag("order-entry-beta", owner: "@team-orders", default: false)"#))
        #expect(lines.contains(#"        "OrderEntryBeta": (orderEntryBeta, true),"#))
        #expect(lines.contains("if FeatureFlagRegistry.orderEntryBeta.isOn(in: flags) {"))
        #expect(lines.contains("    let next = OrderEntryBetaDefaultBuilder(gateway: services.gateway, language: language)"))
    }

    @Test("a successor of an unknown feature, under a taken name, or of a feature that has one already is refused with a sentence")
    func refusals() throws {
        #expect(throws: GeneratorError.self) {
            try SuccessorGenerator(root: Repository.root).plan("ItemDetailNext", implementing: "NoSuchFeature", owner: nil, files: [])
        }
        #expect(throws: GeneratorError.alreadyExists(#"Feature("ItemsList") in Package.swift"#)) {
            try SuccessorGenerator(root: Repository.root).plan("ItemsList", implementing: "ItemDetail", owner: nil, files: [])
        }
        // ItemDetail has a successor already, chosen by its flag: one choice per Interface at a time.
        #expect(
            throws: GeneratorError.cannotImplement(
                "ItemDetail", reason: "the flag itemDetailNext already chooses between it and a successor; settle that one first")
        ) {
            try SuccessorGenerator(root: Repository.root).plan("ItemDetailLater", implementing: "ItemDetail", owner: nil, files: [])
        }
    }
}
