import Foundation
import Testing

@testable import ViperToolKit

/// The flag a successor ships behind, written into the registry and the composition root and
/// settled again, on this repository's own files (read, never written).
@Suite("The flag of a successor: registered, chosen by, settled")
struct FlagEditorsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("a flag added to the registry and removed again leaves the registry as it was")
    func registryRoundTrip() throws {
        let registry = try Self.read(FlagRegistryEditor.path)
        let added = try #require(
            FlagRegistryEditor.adding(
                "orderEntryBeta", named: "order-entry-beta", owner: "@team-orders", serving: "OrderEntryBeta", over: "OrderEntry", to: registry))
        #expect(added.text.contains("public static let all: [FeatureFlag] = [itemDetailNext, orderEntryBeta]"))
        #expect(FlagRegistryEditor.flag(selecting: "OrderEntry", in: added.text) == "orderEntryBeta")
        #expect(FlagRegistryEditor.flag(selecting: "OrderEntryBeta", in: added.text) == "orderEntryBeta")
        let removed = try #require(FlagRegistryEditor.removing("orderEntryBeta", from: added.text))
        #expect(removed.text == registry)
    }

    @Test("the last flag removed leaves an empty registry, and a flag added to it fills it again")
    func emptyRegistry() throws {
        let registry = try Self.read(FlagRegistryEditor.path)
        let empty = try #require(FlagRegistryEditor.removing("itemDetailNext", from: registry))
        #expect(empty.text.contains("public static let all: [FeatureFlag] = []"))
        #expect(empty.text.contains("public static let selecting: [String: (flag: FeatureFlag, value: Bool)] = [:]"))
        #expect(!empty.text.contains("itemDetailNext"))
        let again = try #require(
            FlagRegistryEditor.adding(
                "itemDetailNext", named: "item-detail-next", owner: "@team-items", serving: "ItemDetailNext", over: "ItemDetail", to: empty.text))
        #expect(FlagRegistryEditor.flag(selecting: "ItemDetail", in: again.text) == "itemDetailNext")
    }

    @Test("a builder made before the list becomes a choice by the flag, settled back to it or to the successor's")
    func statementChoice() throws {
        let plugins = try Self.read(ModuleGenerator.featurePluginsPath)
        let chosen = try #require(FlagChoiceEditor.choosing("OrderEntryBeta", over: "OrderEntry", flag: "orderEntryBeta", in: plugins))
        #expect(chosen.text.contains("import OrderEntryBeta\nimport OrderEntryInterface\n"))
        #expect(chosen.text.contains("            orderEntryPlugin,\n"))
        let back = try #require(
            FlagChoiceEditor.settling(
                flag: "orderEntryBeta", keepingNext: false, retired: "OrderEntryBeta", interface: "OrderEntryInterface", in: chosen.text))
        #expect(back.text == plugins)
        let next = try #require(
            FlagChoiceEditor.settling(
                flag: "orderEntryBeta", keepingNext: true, retired: "OrderEntry", interface: "OrderEntryInterface", in: chosen.text))
        #expect(next.text.contains("let orderEntry = OrderEntryBetaDefaultBuilder(gateway: services.gateway, language: language)\n"))
        #expect(next.text.contains("            orderEntry.plugin(),\n"))
        #expect(!next.text.contains("import OrderEntry\n") && !next.text.contains("import OrderEntryInterface\n"))
    }

    @Test("a builder made inside the list becomes a conditional expression, settled back to it")
    func expressionChoice() throws {
        let plugins = try Self.read(ModuleGenerator.featurePluginsPath)
        let chosen = try #require(FlagChoiceEditor.choosing("ItemsListNext", over: "ItemsList", flag: "itemsListNext", in: plugins))
        #expect(chosen.text.contains("            FeatureFlagRegistry.itemsListNext.isOn(in: flags)\n                ? ItemsListNextDefaultBuilder("))
        let back = try #require(
            FlagChoiceEditor.settling(
                flag: "itemsListNext", keepingNext: false, retired: "ItemsListNext", interface: "ItemsListInterface", in: chosen.text))
        #expect(back.text == plugins)
    }
}
