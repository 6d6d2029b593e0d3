import EmployeeListInterface
import EmployeeListTesting
import Fakes
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

@MainActor
@Suite("Employee list router")
struct EmployeeListRouterTests {
    /// A router whose view is shown in a new navigator.
    func shownRouter(delegate: (any EmployeeListDelegate)? = nil) -> (EmployeeListDefaultRouter, RecordingNavigator, ModuleView) {
        let navigator = RecordingNavigator()
        let view = ModuleView(screen: Screen(title: ""))
        navigator.show(
            Module(
                name: "Test", route: Route("/test"), view: view, presenter: view, interactor: view, router: view, activity: ModuleActivity()
            ))
        let router = EmployeeListDefaultRouter(delegate: delegate)
        router.view = view
        return (router, navigator, view)
    }

    @Test("a call opens tel: with the number's digits and leading +, and tells the delegate")
    func call() throws {
        let delegate = EmployeeListDelegateSpy()
        let (router, navigator, _) = shownRouter(delegate: delegate)
        router.openCall(to: "+1 (555) 0101")
        let url = try #require(URL(string: "tel:+15550101"))
        #expect(navigator.openedURLs == [url])
        #expect(delegate.opened == [url])
    }

    @Test("an email opens mailto: with the address")
    func email() throws {
        let (router, navigator, _) = shownRouter()
        router.openEmail(to: "chloe.dubois@example.com")
        #expect(navigator.openedURLs == [try #require(URL(string: "mailto:chloe.dubois@example.com"))])
    }

    @Test("a number without digits or an address without @ opens nothing")
    func nothingToOpen() {
        let (router, navigator, _) = shownRouter()
        router.openCall(to: "n/a")
        router.openEmail(to: "nobody")
        #expect(navigator.calls.isEmpty)
    }

    @Test("holds its view and delegate weakly, and opens nothing without a view")
    func weak() {
        var delegate: EmployeeListDelegateSpy? = EmployeeListDelegateSpy()
        let router = EmployeeListDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.openCall(to: "+1 555 0101")
    }

    @Test("pressing Call and Text in a shown list opens Alice's tel: and mailto: links")
    func fromTheScreen() async throws {
        let delegate = EmployeeListDelegateSpy()
        let (module, navigator) = await EmployeeListFixtures.shownModule(delegate: delegate)
        let screen = module.view.screen
        let call = try #require(screen.rowID("Call", in: "employee-1"))
        let text = try #require(screen.rowID("Text", in: "employee-1"))
        module.view.handle(.select(section: "employee-1", row: call))
        module.view.handle(.select(section: "employee-1", row: text))
        #expect(navigator.openedURLs.map(\.absoluteString) == ["tel:+15550101", "mailto:alice.martin@example.com"])
        #expect(delegate.opened == navigator.openedURLs)
    }
}
