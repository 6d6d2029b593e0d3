import Testing
import ViperKitTesting
import ViperToolKit

@Suite("Generator: module names", .onThreadsOfTheirOwn)
struct GeneratorNameTests {
    @Test("accepts UpperCamel Swift type names", arguments: ["Orders", "ShoppingCart", "Step2", "URLList", "A"])
    func accepts(name: String) throws {
        #expect(try ModuleName(name).value == name)
    }

    @Test(
        "rejects names that are not UpperCamel Swift type names",
        arguments: ["", "orders", "2Orders", "Shopping_Cart", "Shopping Cart", "Orders!", "Ördersäule", "Self", "Any", "Type", "Protocol"]
    )
    func rejects(name: String) {
        #expect(throws: GeneratorError.self) { try ModuleName(name) }
    }

    @Test("spells a name as lowerCamel, kebab-case and a title")
    func spellings() throws {
        let cart = try ModuleName("ShoppingCart")
        #expect(cart.lowerCamel == "shoppingCart")
        #expect(cart.kebab == "shopping-cart")
        #expect(cart.title == "Shopping cart")
        let urls = try ModuleName("URLList")
        #expect(urls.lowerCamel == "urlList")
        #expect(urls.kebab == "url-list")
        #expect(urls.title == "URL list")
        #expect(try ModuleName("Orders").kebab == "orders")
    }

    @Test("a lowercase name's error says it must start with an uppercase letter")
    func message() {
        #expect(throws: GeneratorError.invalidName("orders", reason: "it must start with an uppercase letter A–Z")) {
            try ModuleName("orders")
        }
        let text = GeneratorError.invalidName("orders", reason: "it must start with an uppercase letter A–Z").description
        #expect(text == "“orders” is not a valid module name: it must start with an uppercase letter A–Z.")
    }
}
