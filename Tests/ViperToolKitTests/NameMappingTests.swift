import Testing

@testable import ViperToolKit

/// How a rename rewrites one file: names in code, never in prose; whole names only.
@Suite("A rename's name mapping")
struct NameMappingTests {
    let mapping = NameMapping(
        words: ["ItemsList": "Catalogue", "ItemsListDefaultPresenter": "CatalogueDefaultPresenter", "itemsListDidFinish": "catalogueDidFinish"],
        kebab: ("items-list", "catalogue")
    )

    @Test("a Swift file's identifiers and string literals change; its comments are listed, unchanged")
    func swift() {
        let source = """
            import ItemsList
            // ItemsList draws the rows.
            let presenter = ItemsListDefaultPresenter() // not ItemsListing
            let name = "ItemsList-loaded"
            func itemsListDidFinish() {}
            let other = ItemsListing()
            """
        let rewrite = mapping.rewrite(source, regions: SwiftRegions.regions(of: source), ownFile: false)
        #expect(
            rewrite.text == """
                import Catalogue
                // ItemsList draws the rows.
                let presenter = CatalogueDefaultPresenter() // not ItemsListing
                let name = "Catalogue-loaded"
                func catalogueDidFinish() {}
                let other = ItemsListing()
                """)
        #expect(rewrite.changedLines == [1, 3, 4, 5])
        #expect(rewrite.prose.map(\.line) == [2])
    }

    @Test("the kebab spelling changes in the module's own files only, and never as a path segment (a route)")
    func kebab() {
        let source = #"let id = "items-list"; let key = "items-list.title"; let route = "/items-list""#
        let own = mapping.rewrite(source, regions: SwiftRegions.regions(of: source), ownFile: true).text
        #expect(own == #"let id = "catalogue"; let key = "catalogue.title"; let route = "/items-list""#)
        #expect(mapping.rewrite(source, regions: SwiftRegions.regions(of: source), ownFile: false).text == source)
    }

    @Test("a new route replaces the old one only as a whole quoted string, with or without a query")
    func route() {
        let routed = NameMapping(words: [:], route: ("/items", "/catalogue"))
        let source = #"let a = "/items"; let b = "/items?page=2"; let c = "/items/42"; let d = "/itemsx""#
        #expect(
            routed.rewrite(source, regions: SwiftRegions.regions(of: source), ownFile: false).text
                == #"let a = "/catalogue"; let b = "/catalogue?page=2"; let c = "/items/42"; let d = "/itemsx""#)
    }

    @Test("a Python script's code and one-line strings change; its comments and docstrings are prose")
    func python() {
        let source = """
            \"\"\"Benchmarks ItemsList.\"\"\"
            EDITED = "ItemsList"  # ItemsList's presenter
            """
        let rewrite = mapping.rewrite(source, regions: ScriptRegions.regions(of: source, python: true), ownFile: false)
        #expect(rewrite.text == "\"\"\"Benchmarks ItemsList.\"\"\"\nEDITED = \"Catalogue\"  # ItemsList's presenter")
        #expect(rewrite.prose.map(\.line) == [1, 2])
    }

    @Test("paths change component by component: folders, files and snapshot names")
    func paths() {
        #expect(
            mapping.renaming(path: "Modules/ItemsList/Sources/ItemsListDefaultPresenter+Paging.swift")
                == "Modules/Catalogue/Sources/CatalogueDefaultPresenter+Paging.swift")
        #expect(mapping.renaming(path: "__Snapshots__/web.ItemsList-loaded-en.html") == "__Snapshots__/web.Catalogue-loaded-en.html")
        #expect(mapping.renaming(path: "Modules/ItemsListing/File.swift") == "Modules/ItemsListing/File.swift")
    }
}
