import AccountInterface
import Fakes
import FinalScreenTesting
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import Account

@MainActor
@Suite("Account builder")
struct AccountBuilderTests {
    @Test("builds a module at /account with the default roles, four distinct objects")
    func wiring() {
        let module = AccountFixtures.builder().build(input: AccountInput(), delegate: nil)
        #expect(module.route == AccountRoute.route)
        #expect(module.route.path == "/account")
        #expect(module.parts.name == "Account")
        #expect(module.view is AccountDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is AccountDefaultPresenter)
        #expect(roles.objects["interactor"] is AccountDefaultInteractor)
        #expect((roles.objects["router"] as? AccountDefaultRouter)?.view === module.view)
    }

    @Test("the plugin is `account`, answers /account and gives deep links no delegate")
    func plugin() throws {
        let plugin = AccountFixtures.builder().plugin()
        #expect(plugin.id == "account")
        #expect(plugin.routes == [AccountRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/account")
        #expect(module.route.path == "/account")
        #expect((ModuleRoles(module).objects["router"] as? AccountDefaultRouter)?.delegate == nil)
    }

    @Test("built for German, the account screen shows its own German words, a German date, the offline notice and its error sentences")
    func german() async throws {
        let account = FakeAccountService()
        account.source = .cache(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let finalScreen = FinalScreenBuilderSpy()
        let module = AccountFixtures.builder(account, finalScreen: finalScreen, language: .german).build(input: AccountInput(), delegate: nil)
        let navigator = RecordingNavigator()
        navigator.show(module)
        #expect(module.view.screen.title == "Konto")
        #expect(module.view.screen.status == .loading("Konto wird geladen…"))
        #expect(module.view.screen.actions.map(\.title) == ["Schließen", "Laden…"])
        #expect(await module.activity.idle(timeout: .seconds(30)))
        let screen = module.view.screen
        #expect(screen.notice == "Offline — du siehst dein Konto, wie es am 14. Nov. 2023, 22:13 gespeichert wurde")
        #expect(screen.sections.map(\.title) == ["Ausgewählt", "Deine Angaben"])
        #expect(screen.sections.first?.rows.first?.title == "Wähle eine Angabe aus, um fortzufahren")
        let details = try #require(screen.section("details"))
        #expect(
            details.rows.map(\.title) == ["Name", "Benutzername", "E-Mail", "Telefon", "Team", "Rolle", "Büro", "Mitglied seit"])
        #expect(details.rows.last?.detail == "21. Okt. 2020")
        #expect(screen.actions.map(\.title) == ["Schließen", "Weiter zum Abschluss"])

        module.view.handle(.action("next", form: [:]))
        #expect(module.view.screen.alert?.title == "Nichts ausgewählt")
        #expect(module.view.screen.alert?.message == "Weiter geht es erst nach einer Auswahl. Wähle eine Angabe aus, um fortzufahren.")
        module.view.handle(.alert("ok"))

        module.view.handle(.select(section: "details", row: "role"))
        #expect(module.view.screen.title == "Ausgewählt: Team lead", "the selected value is data, shown as it is")
        #expect(module.view.screen.notice == "Auswahl erfolgreich")
        #expect(module.view.screen.sections.first?.title == "Ausgewählt")
        #expect(module.view.screen.actions.map(\.title) == ["Schließen gerade nicht möglich", "Bereit für den nächsten Schritt"])

        let missing = FakeAccountService()
        missing.failNextCall(with: .notFound)
        let failed = AccountFixtures.builder(missing, language: .german).build(input: AccountInput(), delegate: nil)
        RecordingNavigator().show(failed)
        #expect(await failed.activity.idle(timeout: .seconds(30)))
        #expect(failed.view.screen.status == .failed("Dein Konto wurde nicht gefunden."))
        #expect(failed.view.screen.actions.last?.title == "Erneut versuchen")
    }

    @Test("a module shown in no navigator goes nowhere: neither the final screen nor dismiss")
    func noNavigator() async {
        let finalScreen = FinalScreenBuilderSpy()
        let module = AccountFixtures.builder(finalScreen: finalScreen).build(input: AccountInput(), delegate: nil)
        module.view.handle(.load)
        #expect(await module.activity.idle(timeout: .seconds(30)))
        module.view.handle(.action("dismiss", form: [:]))
        module.view.handle(.select(section: "details", row: "email"))
        module.view.handle(.action("next", form: [:]))
        #expect(finalScreen.inputs.isEmpty)
        #expect(module.view.screen.title == "Selected: demo@example.com")
    }
}
