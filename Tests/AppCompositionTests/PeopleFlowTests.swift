import AppComposition
import Domain
import Fakes
import Testing
import ViperKit
import ViperKitTesting

/// The employee list, the account screen and the final screen as the app composes them: the real
/// modules, wired by ``FeaturePlugins`` over fake services.
@MainActor
@Suite("People screens as the app composes them")
struct PeopleFlowTests {
    let plugins = PluginRegistry(
        FeaturePlugins.all(
            services: UserServices(
                auth: FakeAuthService(),
                items: FakeItemsService(generatedCount: 5),
                employees: FakeEmployeesService(),
                account: FakeAccountService(),
                gateway: FakeEntityGateway(),
                flags: FakeFeatureFlags()
            ),
            login: nil
        ))

    @Test("/employees, /account and /account/final/<value> are the three modules' routes")
    func routes() throws {
        #expect(try plugins.build("/employees").parts.name == "EmployeeList")
        #expect(try plugins.build("/account").parts.name == "Account")
        let final = try plugins.build("/account/final/Demo%20User")
        #expect(final.parts.name == "FinalScreen")
        #expect(final.route.path == "/account/final/Demo%20User")
    }

    @Test("the account presents the real final screen with the selected value, and Close brings the account back as it was")
    func accountToFinalScreen() async throws {
        let navigator = RecordingNavigator()
        let account = try plugins.build("/account")
        navigator.show(account)
        await account.activity.idle(timeout: .seconds(10))
        account.view.handle(.select(section: "details", row: "email"))
        let before = account.view.screen
        account.view.handle(.action("next", form: [:]))
        let final = try #require(navigator.top)
        #expect(final.parts.name == "FinalScreen")
        #expect(final.route.path == "/account/final/demo@example.com")
        #expect(final.view.screen.sections.flatMap(\.rows).first?.detail == "demo@example.com")
        final.view.handle(.action("close", form: [:]))
        #expect(navigator.calls == [.present(final.route), .dismiss(final.route)])
        #expect(navigator.top?.view === account.view)
        #expect(account.view.screen == before)
    }

    @Test("the real final screen presented and dismissed 1,000 times leaves no live module object")
    func thousandModals() async throws {
        let navigator = RecordingNavigator()
        var account: Module? = try plugins.build("/account")
        let accountParts = account!.parts
        navigator.show(account!)
        await account!.activity.idle(timeout: .seconds(10))
        account!.view.handle(.select(section: "details", row: "team"))
        var presented: [ModuleParts] = []
        for _ in 0 ..< 1_000 {
            account!.view.handle(.action("next", form: [:]))
            guard let final = navigator.top, final.view !== account!.view else { break }
            presented.append(final.parts)
            final.view.handle(.action("close", form: [:]))
        }
        #expect(presented.count == 1_000)
        #expect(navigator.stack.count == 1)
        let tracker = LeakTracker()
        for parts in presented {
            await tracker.expectReleased(parts, grace: .zero)
        }
        #expect(tracker.reports.isEmpty)
        account = nil
        navigator.popTop()
        #expect(await tracker.expectReleased(accountParts) == nil)
    }

    @Test("the final screen runs alone with its value as input")
    func finalScreenAlone() throws {
        let services = UserServices(
            auth: FakeAuthService(),
            items: FakeItemsService(generatedCount: 5),
            employees: FakeEmployeesService(),
            account: FakeAccountService(),
            gateway: FakeEntityGateway(),
            flags: FakeFeatureFlags()
        )
        let selected = try SingleModuleFlow.resolve(ModuleSelection(name: "FinalScreen", inputs: ["value": "Team lead"]), services: services)
        #expect(selected.route.path == "/account/final/Team%20lead")
        #expect(throws: ModuleSelectionError.self) {
            try SingleModuleFlow.resolve(ModuleSelection(name: "FinalScreen"), services: services)
        }
    }
}
