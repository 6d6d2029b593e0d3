import ContactDetail
import Testing

@MainActor
@Suite("Contact detail router")
struct ContactDetailRouterTests {
    @Test("reports a finished action to the delegate")
    func reports() {
        let delegate = ContactDetailDelegateSpy()
        let router = ContactDetailDefaultRouter(delegate: delegate)
        router.notifyDidFinish()
        #expect(delegate.finished == 1)
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: ContactDetailDelegateSpy? = ContactDetailDelegateSpy()
        let router = ContactDetailDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidFinish()
    }

    @Test("pressing Continue in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = ContactDetailDelegateSpy()
        let (module, _) = await ContactDetailFixtures.shownModule(delegate: delegate)
        module.view.handle(.action(ContactDetailDefaultView.continueActionID, form: [:]))
        await module.activity.idle()
        #expect(delegate.finished == 1)
        #expect(module.view.screen.alert?.title == "Done")
    }
}
