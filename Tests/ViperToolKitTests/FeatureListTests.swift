import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper test: cutting the manifest's features array to what a request reaches", .onThreadsOfTheirOwn)
struct FeatureListTests {
    private static let manifest = Result {
        try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    private func list() throws -> FeatureList {
        try #require(FeatureList(manifest: Self.manifest.get()))
    }

    @Test(
        "a request reaches its features and every feature their uses reach",
        arguments: [
            (["ItemsList"], ["ItemDetail", "ItemsList"]),
            (["ContactListTests"], ["ContactDetail", "ContactList", "OrderDetail", "OrderEntry", "OrderHistory"]),
            (["ItemDetailInterface", "FinalScreenTesting"], ["FinalScreen", "ItemDetail"]),
            (["Login"], ["Login"]),
        ]
    )
    func reached(request: [String], features: [String]) throws {
        #expect(try list().features(reachedBy: request) == Set(features))
    }

    @Test(
        "a request for a service or the App reaches beyond features, so nothing is cut",
        arguments: [["Storage"], ["ItemsList", "AppComposition"], ["Nowhere"]])
    func beyondFeatures(request: [String]) throws {
        #expect(try list().features(reachedBy: request) == nil)
    }

    @Test("the cut keeps the kept features' lines in order and every other byte of the manifest")
    func cut() throws {
        let manifest = try Self.manifest.get()
        let cut = try list().manifest(keeping: ["ItemDetail", "ItemsList"])
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = lines.filter { line in
            let entry = line.trimmingCharacters(in: .whitespaces)
            return entry.hasPrefix("Feature(\"") && !entry.hasPrefix("Feature(\"ItemsList\"") && !entry.hasPrefix("Feature(\"ItemDetail\"")
        }
        #expect(removed.count == lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Feature(\"") }.count - 2)
        #expect(cut.split(separator: "\n", omittingEmptySubsequences: false) == lines.filter { !removed.contains($0) })
        let again = try #require(FeatureList(manifest: cut))
        #expect(again.features(reachedBy: ["ItemsList"]) == ["ItemDetail", "ItemsList"])
        #expect(again.features(reachedBy: ["Login"]) == nil)
    }

    @Test(
        "a features array that is not plain Feature(\"Name\", uses: [...]) calls is not read",
        arguments: [
            "let features: [Feature] = [\n    Feature(name),\n]\n",
            "let features: [Feature] = [\n    Feature(\"A\", uses: shared),\n]\n",
            "let features: [Feature] = [\n    .init(\"A\"),\n]\n",
            "let features: [Feature] = base + [\n    Feature(\"A\"),\n]\n",
            "let targets: [Target] = []\n",
        ])
    func unreadable(manifest: String) {
        #expect(FeatureList(manifest: manifest) == nil)
    }

    @Test("a successor reaches the feature it implements, whose Interface it builds against")
    func successor() throws {
        let manifest = "let features: [Feature] = [\n    Feature(\"A\"),\n    Feature(\"ANext\", implements: \"A\"),\n    Feature(\"B\"),\n]\n"
        let list = try #require(FeatureList(manifest: manifest))
        #expect(list.features(reachedBy: ["ANext"]) == ["A", "ANext"])
    }
}
