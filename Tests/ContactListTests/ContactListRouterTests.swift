import ContactList
import Testing

@MainActor
@Suite("Contact list router")
struct ContactListRouterTests {
    @Test("reports a selection to the delegate")
    func reports() {
        let delegate = ContactListDelegateSpy()
        let router = ContactListDefaultRouter(delegate: delegate)
        router.notifyDidSelect(ContactListSampleDataSource.record(at: 4))
        #expect(delegate.selected == ["5"])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: ContactListDelegateSpy? = ContactListDelegateSpy()
        let router = ContactListDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSelect(ContactListSampleDataSource.record(at: 0))
    }

    @Test("selecting a row in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = ContactListDelegateSpy()
        let (module, _) = await ContactListFixtures.shownModule(delegate: delegate)
        module.view.handle(.select(section: ContactListDefaultView.recordsSectionID, row: "2"))
        #expect(delegate.selected == ["2"])
        #expect(module.view.screen.alert?.title == "Contact list 2")
    }
}
