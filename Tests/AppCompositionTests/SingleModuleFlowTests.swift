import AppComposition
import Domain
import Fakes
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("One feature module running by itself in a browser session")
struct SingleModuleFlowTests {
    let navigator = RecordingNavigator()
    let auth = FakeAuthService()
    let items = FakeItemsService(generatedCount: 100)

    func makeFlow(_ name: String, inputs: [String: String] = [:]) throws -> SingleModuleFlow {
        let services = UserServices(
            auth: auth, items: items, employees: FakeEmployeesService(), account: FakeAccountService(), gateway: FakeEntityGateway(),
            flags: FakeFeatureFlags())
        let selected = try SingleModuleFlow.resolve(ModuleSelection(name: name, inputs: inputs), services: services)
        return SingleModuleFlow(navigator: navigator, services: services, selected: selected)
    }

    private func row(_ id: String, of module: Module) -> ScreenRow? {
        module.view.screen.sections.flatMap(\.rows).first { $0.id == id }
    }

    @Test("the chosen module is home, and no screen is guarded behind login")
    func homeAndRedirects() throws {
        let flow = try makeFlow("ItemDetail", inputs: ["id": "3"])
        #expect(flow.home == Route("/items/3"))
        #expect(flow.selected.name == "ItemDetail")
        for path in ["/", "/items", "/items/3", "/login", "/nope"] {
            #expect(flow.redirect(for: path) == nil)
        }
        #expect(throws: RouteError.notFound("/nope")) { try flow.module(for: "/nope") }
        #expect(throws: RouteError.self) { try flow.module(for: "/items/abc") }
    }

    @Test(
        "a declared state opens live at /preview/<feature>/<state>: placed, it brings itself there (the Delete all confirmation) and answers; an unknown state is refused"
    )
    func previewLive() async throws {
        let flow = try makeFlow("preview", inputs: ["feature": "ItemsList", "state": "the-delete-all-confirmation"])
        #expect(flow.home == Route("/preview/ItemsList/the-delete-all-confirmation"))
        let list = try flow.module(for: flow.home.path)
        #expect(list.route == Route("/items"))
        navigator.show(list)
        await list.activity.idle()
        #expect(list.view.screen.alert?.title == "Delete all items?")
        list.view.handle(.alert("cancel"))
        #expect(list.view.screen.alert == nil)
        #expect(throws: RouteError.self) { try flow.module(for: "/preview/ItemsList/no-such-state") }
        #expect(throws: RouteError.self) { try flow.module(for: "/preview/NoSuchFeature/loaded") }
    }

    @Test("the item detail alone, on fakes, shows its item and toggles it")
    func itemDetailOnFakes() async throws {
        let flow = try makeFlow("item-detail", inputs: ["id": "3"])
        let detail = try flow.module(for: flow.home.path)
        #expect(detail.route == Route("/items/3"))
        navigator.show(detail)
        await detail.activity.idle()
        #expect(detail.view.screen.title == "Item 3")
        let before = try #require(row("status", of: detail)?.detail)
        detail.view.handle(.action("toggle", form: [:]))
        await detail.activity.idle()
        let after = try #require(row("status", of: detail)?.detail)
        #expect(before != after)
        #expect(items.storedItem(id: 3)?.enabled == (after == "Enabled"))
    }

    @Test("the items list alone still pushes the item detail when a row is selected")
    func itemsListPushesDetail() async throws {
        let flow = try makeFlow("ItemsList")
        #expect(flow.home == Route("/items"))
        let list = try flow.module(for: flow.home.path)
        navigator.show(list)
        await list.activity.idle()
        let first = try #require(list.view.screen.section("items")?.rows.first)
        list.view.handle(.select(section: "items", row: first.id))
        #expect(navigator.calls == [.push(Route("/items/\(first.id)"))])
        #expect(navigator.top?.route == Route("/items/\(first.id)"))
        #expect(try flow.module(for: "/items/\(first.id)").route == Route("/items/\(first.id)"), "a refresh finds the pushed screen")
        #expect(auth.calls.isEmpty, "nobody had to log in")
    }

    @Test("the login module alone: a successful login shows a fresh login module, and ending the session logs out")
    func loginAlone() async throws {
        let flow = try makeFlow("login")
        let login = try flow.module(for: flow.home.path)
        navigator.show(login)
        let demo = FakeAuthService.Account.demo
        login.view.handle(.action("login", form: ["username": demo.username, "password": demo.password]))
        await login.activity.idle()
        #expect(navigator.calls == [.replaceRoot(Route("/login"))])
        #expect(navigator.stack.count == 1)
        #expect(flow.signIn?.user.username == "demo")
        flow.end()
        #expect(flow.signIn == nil)
        try await eventually("the logout reached the auth service") { auth.signIn == nil }
    }

    @Test("fake services: sessions share the items and each logs in with the demo account")
    func fakeServices() async throws {
        let factory = ServiceFactory.fakes(itemCount: 7)
        let one = factory.makeServices()
        let two = factory.makeServices()
        #expect(try await one.items.items(offset: 0, limit: 50).value.total == 7)
        let toggled = try await one.items.setEnabled(false, id: 2)
        #expect(try await two.items.item(id: 2) == toggled)
        let demo = FakeAuthService.Account.demo
        #expect(try await two.auth.logIn(username: demo.username, password: demo.password).user.username == "demo")
        await #expect(throws: ServiceError.invalidCredentials) {
            try await one.auth.logIn(username: demo.username, password: "wrong")
        }
    }
}
