import Testing

@testable import ContactList

/// The search's name rule, which the use case applies to every list it sends (after a load and
/// after a search), alone.
@Suite("Contact list search transformer")
struct ContactListSearchTransformerTests {
    @Test("a name matches a search it contains, ignoring case and accents; an empty search matches every name")
    func nameRule() {
        #expect(ContactListSearchTransformer.name("Chloé Durand", matches: "chloe"))
        #expect(ContactListSearchTransformer.name("Chloé Durand", matches: "DUR"))
        #expect(ContactListSearchTransformer.name("Ann Archer", matches: ""))
        #expect(!ContactListSearchTransformer.name("Ann Archer", matches: "bob"))
    }
}
