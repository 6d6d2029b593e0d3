import OrderEntryInterface
import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactDetail

@MainActor
@Suite("Contact detail router")
struct ContactDetailRouterTests {
    @Test("New order pushes /contacts/3/orders/new, built through OrderEntryBuilding with the contact and the presenter as delegate")
    func newOrderPushesEntry() async {
        let orderEntry = OrderEntryBuilderSpy()
        let (module, navigator) = await ContactDetailFixtures.shownModule(ContactDetailFixtures.gateway(), orderEntry: orderEntry)
        module.view.handle(.action(ContactDetailDefaultView.newOrderActionID, form: [:]))
        #expect(orderEntry.inputs == [OrderEntryInput(contactID: 3)])
        #expect(orderEntry.lastDelegate is ContactDetailDefaultPresenter)
        #expect(orderEntry.lastDelegate === ModuleRoles(module).objects["presenter"])
        #expect(navigator.calls == [.push(OrderEntryRoute.route(OrderEntryInput(contactID: 3)))])
        #expect(navigator.top?.route.path == "/contacts/3/orders/new")
    }

    @Test("it builds through the injected builder with the id and delegate it is given")
    func buildsThroughBuilder() {
        let orderEntry = OrderEntryBuilderSpy()
        let router = ContactDetailDefaultRouter(orderEntry: orderEntry)
        let view = ModuleView(screen: Screen(title: "Contact"))
        let navigator = RecordingNavigator()
        navigator.show(
            Module(
                name: "Host", route: Route("/contacts/7"), view: view,
                presenter: StandInRole(), interactor: StandInRole(), router: router, activity: ModuleActivity()
            ))
        router.view = view
        let delegate = OrderEntryDelegateSpy()
        router.routeToNewOrder(contactID: 7, delegate: delegate)
        #expect(orderEntry.inputs == [OrderEntryInput(contactID: 7)])
        #expect(orderEntry.lastDelegate === delegate)
        #expect(navigator.calls == [.push(Route("/contacts/7/orders/new"))])
    }

    @Test("without a navigator it builds nothing")
    func noNavigator() {
        let orderEntry = OrderEntryBuilderSpy()
        let router = ContactDetailDefaultRouter(orderEntry: orderEntry)
        let view = ModuleView(screen: Screen(title: "Contact"))
        router.view = view
        router.routeToNewOrder(contactID: 7, delegate: nil)
        #expect(orderEntry.inputs.isEmpty)
    }

    @Test("holds its view weakly")
    func weakView() {
        let router = ContactDetailDefaultRouter(orderEntry: OrderEntryBuilderSpy())
        var view: ModuleView? = ModuleView(screen: Screen(title: "Contact"))
        router.view = view
        view = nil
        #expect(router.view == nil)
    }
}
