import ContactDetail
import ContactDetailInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Contact detail builder")
struct ContactDetailBuilderTests {
    @Test("builds a module at /contact-detail with the default roles, four distinct objects")
    func wiring() {
        let module = ContactDetailDefaultBuilder().build(input: ContactDetailInput(contactID: 1), delegate: nil)
        #expect(module.route == ContactDetailRoute.route(ContactDetailInput(contactID: 1)))
        #expect(module.route.path == "/contact-detail")
        #expect(module.parts.name == "ContactDetail")
        #expect(module.view is ContactDetailDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is ContactDetailDefaultPresenter)
        #expect(roles.objects["interactor"] is ContactDetailDefaultInteractor)
        #expect(roles.objects["router"] is ContactDetailDefaultRouter)
    }

    @Test("a shown module draws its title and an enabled Continue button")
    func shown() async {
        let (module, _) = await ContactDetailFixtures.shownModule()
        #expect(module.view.screen.title == "Contact detail")
        #expect(module.view.screen.actions.first?.title == "Continue")
        #expect(module.view.screen.actions.first?.isEnabled == true)
    }

    @Test("the plugin is `contact-detail`, answers /contact-detail and gives deep links no delegate")
    func plugin() throws {
        let plugin = ContactDetailDefaultBuilder().plugin()
        #expect(plugin.id == "contact-detail")
        #expect(plugin.routes == [ContactDetailRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/contact-detail")
        #expect(module.route.path == "/contact-detail")
        #expect((ModuleRoles(module).objects["router"] as? ContactDetailDefaultRouter)?.delegate == nil)
    }
}
