import ContactDetailInterface
import ContactDetailTesting
import OrderHistoryInterface
import OrderHistoryTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactList

@MainActor
@Suite("Contact list router")
struct ContactListRouterTests {
    @Test("selecting contact 2 pushes /contacts/2, built through ContactDetailBuilding with id 2")
    func selectPushesDetail() async {
        let detail = ContactDetailBuilderSpy()
        let (module, navigator) = await ContactListFixtures.shownModule(ContactListFixtures.gateway(), detail: detail)
        module.view.handle(.select(section: ContactListDefaultView.contactsSectionID, row: "2"))
        #expect(detail.inputs == [ContactDetailInput(contactID: 2)])
        #expect(navigator.calls == [.push(ContactDetailRoute.route(ContactDetailInput(contactID: 2)))])
        #expect(navigator.top?.route.path == "/contacts/2")
    }

    @Test("a row that is not a contact shown routes nowhere")
    func badRow() async {
        let detail = ContactDetailBuilderSpy()
        let (module, navigator) = await ContactListFixtures.shownModule(ContactListFixtures.gateway(), detail: detail)
        module.view.handle(.select(section: ContactListDefaultView.contactsSectionID, row: "no-contacts"))
        module.view.handle(.select(section: ContactListDefaultView.contactsSectionID, row: "42"))
        module.view.handle(.select(section: "other", row: "1"))
        #expect(detail.inputs.isEmpty)
        #expect(navigator.calls.isEmpty)
    }

    @Test("Order history pushes /orders, built through OrderHistoryBuilding")
    func orderHistory() async {
        let history = OrderHistoryBuilderSpy()
        let (module, navigator) = await ContactListFixtures.shownModule(ContactListFixtures.gateway(), history: history)
        module.view.handle(.action(ContactListDefaultView.orderHistoryActionID, form: [:]))
        #expect(history.buildCount == 1)
        #expect(navigator.calls == [.push(OrderHistoryRoute.route)])
        #expect(navigator.top?.route.path == "/orders")
    }

    @Test("it builds the detail through the injected builder with the id it is given")
    func buildsThroughBuilder() {
        let detail = ContactDetailBuilderSpy()
        let router = ContactListDefaultRouter(detail: detail, orderHistory: OrderHistoryBuilderSpy())
        let view = ModuleView(screen: Screen(title: "Contacts"))
        let navigator = RecordingNavigator()
        navigator.show(
            Module(
                name: "Host", route: Route("/contacts"), view: view,
                presenter: StandInRole(), interactor: StandInRole(), router: router, activity: ModuleActivity()
            ))
        router.view = view
        router.routeToContact(id: 7)
        #expect(detail.inputs == [ContactDetailInput(contactID: 7)])
        #expect(navigator.calls == [.push(Route("/contacts/7"))])
    }

    @Test("without a navigator it builds nothing")
    func noNavigator() {
        let detail = ContactDetailBuilderSpy()
        let history = OrderHistoryBuilderSpy()
        let router = ContactListDefaultRouter(detail: detail, orderHistory: history)
        let view = ModuleView(screen: Screen(title: "Contacts"))
        router.view = view
        router.routeToContact(id: 7)
        router.routeToOrderHistory()
        #expect(detail.inputs.isEmpty)
        #expect(history.buildCount == 0)
    }

    @Test("holds its view weakly")
    func weakView() {
        let router = ContactListDefaultRouter(detail: ContactDetailBuilderSpy(), orderHistory: OrderHistoryBuilderSpy())
        var view: ModuleView? = ModuleView(screen: Screen(title: "Contacts"))
        router.view = view
        view = nil
        #expect(router.view == nil)
    }
}
