import AccountInterface
import AccountPreviews
import AccountTesting
import Domain
import Fakes
import FinalScreenInterface
import FinalScreenTesting
import Foundation
import Testing
import ViperKit
import ViperKitTesting

/// The account module through its screen: events in, every screen change and navigation out, over
/// a fake account service and a stand-in final screen. Each `finish()` also checks the module is
/// released once closed.
@MainActor
@Suite("Account module")
struct AccountModuleTests {
    /// The module over `account`, its load asserted: Loading, then the demo details.
    func loadedStore(
        _ account: FakeAccountService = FakeAccountService(),
        finalScreen: FinalScreenBuilderSpy = FinalScreenBuilderSpy(),
        delegate: (any AccountDelegate)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let module = AccountFixtures.builder(account, finalScreen: finalScreen).build(input: AccountInput(), delegate: delegate)
        let store = ModuleTestStore(module, sourceLocation: sourceLocation)
        store.send(.load, AccountFixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, AccountFixtures.loaded)
        return store
    }

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(AccountPreviews.all, of: "Account")
    }

    @Test("built by its builder and its plugin, the module answers /account and is released when closed mid-load, its fetch cancelled")
    func lifecycle() async {
        let account = FakeAccountService()
        account.holdCalls()
        let builder = AccountFixtures.builder(account)
        #expect(AccountRoute.route.path == "/account")
        await ModuleLifecycleCheck.run("Account", at: AccountRoute.route, plugin: builder.plugin(), closedMidWork: true) {
            builder.build(input: AccountInput(), delegate: nil)
        }
        #expect(account.cancelledCallCount == 1)
    }

    @Test("the plugin is `account` and answers /account; the deep-linked module has no delegate and still presents the final screen")
    func plugin() async throws {
        let finalScreen = FinalScreenBuilderSpy()
        let plugin = AccountFixtures.builder(finalScreen: finalScreen).plugin()
        #expect(plugin.id == "account")
        #expect(plugin.routes == [AccountRoute.pattern])
        let store = ModuleTestStore(try PluginRegistry([plugin]).build("/account"))
        #expect(store.navigator.top?.route.path == "/account")
        store.send(.load, AccountFixtures.loading)
        await store.receive(AccountFixtures.loaded)
        store.send(.select(section: "details", row: "office"), AccountFixtures.selection("Lisbon"))
        store.send(.action("next", form: [:]))
        await store.receive(.present(FinalScreenRoute.route(for: "Lisbon")))
        #expect(finalScreen.inputs == [FinalScreenInput(value: "Lisbon")])
        await store.finish()
    }

    @Test("the states the gallery and the snapshots show are this module's: the details loaded, and one selected as a person selects it")
    func statesAsDeclared() async throws {
        let store = try ModuleTestStore(state: "loaded", of: AccountPreviews.all)
        store.send(.load, AccountFixtures.loading)
        await store.receive(AccountFixtures.loaded)
        await store.finish()

        let selecting = try ModuleTestStore(state: "a detail selected", of: AccountPreviews.all)
        selecting.send(.load, AccountFixtures.loading)
        await selecting.receive(AccountFixtures.loaded)
        await selecting.receive(AccountFixtures.selection("Team lead"))
        await selecting.finish()
    }

    @Test("opening shows Loading with the next button disabled, then the details as selectable rows under a prompt, fetched once")
    func opens() async {
        let account = FakeAccountService()
        let store = ModuleTestStore(AccountFixtures.builder(account).build(input: AccountInput(), delegate: nil))
        store.send(.load) {
            $0.title = "Account"
            $0.status = .loading("Loading account…")
            $0.actions = [
                ScreenAction(id: "dismiss", title: "Dismiss", role: .cancel),
                ScreenAction(id: "next", title: "Loading...", role: .primary, isEnabled: false),
            ]
        }
        store.send(.load)
        await store.receive {
            $0.status = .ready
            $0.actions[1] = ScreenAction(id: "next", title: "Go to final Screen", role: .primary)
            $0.sections = [
                ScreenSection(
                    id: "selection",
                    title: "Selected",
                    rows: [ScreenRow(id: "selected", title: "Select a detail to continue", tone: .secondary)]
                ),
                ScreenSection(id: "details", title: "Your details", rows: AccountFixtures.detailRows),
            ]
        }
        #expect(account.callCount == 1, "a load under way is not started twice")
        await store.finish()
    }

    @Test("details from the device's copy, the API being down, show the offline notice with the copy's time")
    func offline() async {
        let account = FakeAccountService()
        account.source = .cache(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let store = ModuleTestStore(AccountFixtures.builder(account).build(input: AccountInput(), delegate: nil))
        store.send(.load, AccountFixtures.loading)
        await store.receive {
            AccountFixtures.loaded(&$0)
            $0.notice = "Offline — showing your account as saved on 14 Nov 2023 at 22:13"
        }
        await store.finish()
    }

    @Test(
        "a failed load says why with Try again, which loads again; once loaded there is nothing to retry",
        arguments: [
            (ServiceError.timeout, ServiceErrorWording.standard.message(for: .timeout)),
            (.unreachable, ServiceErrorWording.standard.message(for: .unreachable)),
            (.unauthorized, ServiceErrorWording.standard.message(for: .unauthorized)),
            (.server(status: 500, message: "x"), ServiceErrorWording.standard.message(for: .server(status: 500, message: "x"))),
            (.notFound, "Your account could not be found."),
            (.storage("disk"), "Your account couldn't be read on this device."),
        ]
    )
    func failure(error: ServiceError, message: String) async {
        let account = FakeAccountService()
        account.failNextCall(with: error)
        let store = ModuleTestStore(AccountFixtures.builder(account).build(input: AccountInput(), delegate: nil))
        store.send(.load, AccountFixtures.loading)
        await store.receive {
            $0.status = .failed(message)
            $0.actions = AccountFixtures.actions(isNextEnabled: false, retry: true)
        }
        store.send(.action("retry", form: [:]), AccountFixtures.loading)
        await store.receive(AccountFixtures.loaded)
        store.send(.action("retry", form: [:]))
        #expect(account.callCount == 2)
        await store.finish()
    }

    /// The demo account's details with its office moved to `office`, as an edit elsewhere would.
    static func demo(office: String) -> AccountDetails {
        let demo = FakeAccountService.demoDetails
        return AccountDetails(
            userID: demo.userID, username: demo.username, displayName: demo.displayName, email: demo.email, phone: demo.phone,
            team: demo.team, role: demo.role, office: office, memberSince: demo.memberSince)
    }

    @Test(
        "shown again, the account reads its details again without Loading: a change made meanwhile shows, a selected detail stays selected with its value as it is now, and with nothing changed nothing is redrawn"
    )
    func appearReadsAgain() async {
        let account = FakeAccountService()
        let store = await loadedStore(account)
        account.details = Self.demo(office: "Porto")
        store.send(.appear)
        await store.receive { $0.sections[1].rows[6].detail = "Porto" }
        store.send(.select(section: "details", row: "office")) {
            AccountFixtures.selection("Porto")(&$0)
            $0.sections[1].rows[6].detail = "Porto"
        }
        account.details = Self.demo(office: "Berlin")
        store.send(.appear)
        await store.receive {
            $0.title = "Account"
            $0.notice = nil
            AccountFixtures.loaded(&$0)
            $0.sections[1].rows[6].detail = "Berlin"
        }
        await store.receive {
            AccountFixtures.selection("Berlin")(&$0)
            $0.sections[1].rows[6].detail = "Berlin"
        }
        store.send(.appear)
        await store.finish()
        #expect(account.callCount == 4, "one read to open and one each time it was shown again")
    }

    @Test("shown again while the details cannot be read, the account keeps the details it shows, with no error")
    func appearKeepsDetailsOnFailure() async {
        let account = FakeAccountService()
        let store = await loadedStore(account)
        account.failNextCall(with: .unreachable)
        store.send(.appear)
        await store.finish()
        #expect(account.callCount == 2)
    }

    @Test("selecting a detail changes the title, confirmation, selected value and both buttons at once, and tells the delegate, held weakly")
    func select() async {
        var delegate: AccountDelegateSpy? = AccountDelegateSpy()
        let store = await loadedStore(delegate: delegate)
        store.send(.select(section: "details", row: "nope"))
        #expect(delegate?.selected == [], "an unknown row selects nothing")
        store.send(.select(section: "details", row: "office"), AccountFixtures.selection("Lisbon"))
        #expect(delegate?.selected == ["Lisbon"])
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        store.send(.select(section: "details", row: "email"), AccountFixtures.selection("demo@example.com"))
        await store.finish()
    }

    @Test("the next-screen button with nothing selected explains in a popup and goes nowhere; OK clears the popup")
    func nextWithoutSelection() async {
        let finalScreen = FinalScreenBuilderSpy()
        let store = await loadedStore(finalScreen: finalScreen)
        store.send(.action("next", form: [:])) {
            $0.alert = ScreenAlert(
                title: "Nothing selected",
                message: "Cannot move to next screen. Please select name to continue",
                actions: [ScreenAction(id: "ok", title: "OK", role: .primary)]
            )
        }
        store.send(.alert("ok")) { $0.alert = nil }
        #expect(finalScreen.inputs.isEmpty)
        await store.finish()
    }

    @Test("with a detail selected, next presents the final screen with its value, once; closing it dismisses it and the account screen is as it was")
    func finalScreen() async {
        let finalScreen = FinalScreenBuilderSpy()
        let store = await loadedStore(finalScreen: finalScreen)
        store.send(.select(section: "details", row: "member-since"), AccountFixtures.selection("21 Oct 2020"))
        store.send(.action("next", form: [:]))
        let route = FinalScreenRoute.route(for: "21 Oct 2020")
        await store.receive(.present(route))
        store.send(.action("next", form: [:]))
        #expect(finalScreen.inputs == [FinalScreenInput(value: "21 Oct 2020")])
        #expect(finalScreen.lastDelegate != nil, "the final screen reports back to the account module")
        finalScreen.lastDelegate?.finalScreenDidClose()
        await store.receive(.dismiss(route))
        #expect(store.navigator.stack.count == 1)
        await store.finish()
    }

    @Test("Dismiss pops the account screen while nothing is selected")
    func dismiss() async {
        let store = await loadedStore()
        store.send(.action("dismiss", form: [:]))
        await store.receive(.pop(AccountRoute.route))
        await store.finish()
    }

    @Test("once a detail is selected, Dismiss does nothing")
    func cantDismiss() async {
        let store = await loadedStore()
        store.send(.select(section: "details", row: "team"), AccountFixtures.selection("Mobile"))
        store.send(.action("dismiss", form: [:]))
        await store.finish()
    }

    @Test("a module shown in no navigator goes nowhere: neither the final screen nor Dismiss, while selecting still shows")
    func noNavigator() async {
        let finalScreen = FinalScreenBuilderSpy()
        var module: Module? = AccountFixtures.builder(finalScreen: finalScreen).build(input: AccountInput(), delegate: nil)
        let store = ModuleTestStore(module!)
        // The store shows the module in its navigator; taking the navigator away stands for a
        // module built but never placed. Only the store keeps the module, so `finish` can check
        // its release.
        module!.view.navigator = nil
        module = nil
        store.send(.load, AccountFixtures.loading)
        await store.receive(AccountFixtures.loaded)
        store.send(.action("dismiss", form: [:]))
        store.send(.select(section: "details", row: "email"), AccountFixtures.selection("demo@example.com"))
        store.send(.action("next", form: [:]))
        #expect(finalScreen.inputs.isEmpty)
        await store.finish()
    }

    @Test("built for German, the account screen shows its own German words, a German date and the offline notice")
    func german() async {
        let account = FakeAccountService()
        account.source = .cache(savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let store = ModuleTestStore(AccountFixtures.builder(account, language: .german).build(input: AccountInput(), delegate: nil))
        store.send(.load, AccountFixtures.loadingInGerman)
        await store.receive {
            $0.status = .ready
            $0.notice = "Offline — du siehst dein Konto, wie es am 14. Nov. 2023, 22:13 gespeichert wurde"
            $0.actions[1] = ScreenAction(id: "next", title: "Weiter zum Abschluss", role: .primary)
            $0.sections = [
                ScreenSection(
                    id: "selection",
                    title: "Ausgewählt",
                    rows: [ScreenRow(id: "selected", title: "Wähle eine Angabe aus, um fortzufahren", tone: .secondary)]
                ),
                ScreenSection(
                    id: "details",
                    title: "Deine Angaben",
                    rows: [
                        ("name", "Name", "Demo User"),
                        ("username", "Benutzername", "demo"),
                        ("email", "E-Mail", "demo@example.com"),
                        ("phone", "Telefon", "+1 555 0201"),
                        ("team", "Team", "Mobile"),
                        ("role", "Rolle", "Team lead"),
                        ("office", "Büro", "Lisbon"),
                        ("member-since", "Mitglied seit", "21. Okt. 2020"),
                    ].map { ScreenRow(id: $0.0, kind: .subtitle, title: $0.1, detail: $0.2, isSelectable: true) }
                ),
            ]
        }
        store.send(.action("next", form: [:])) {
            $0.alert = ScreenAlert(
                title: "Nichts ausgewählt",
                message: "Weiter geht es erst nach einer Auswahl. Wähle eine Angabe aus, um fortzufahren.",
                actions: [ScreenAction(id: "ok", title: "OK", role: .primary)]
            )
        }
        store.send(.alert("ok")) { $0.alert = nil }
        store.send(.select(section: "details", row: "role")) {
            $0.title = "Ausgewählt: Team lead"  // the selected value is data, shown as it is
            $0.notice = "Auswahl erfolgreich"
            $0.sections[0].rows = [ScreenRow(id: "selected", title: "Team lead")]
            $0.actions = [
                ScreenAction(id: "dismiss", title: "Schließen gerade nicht möglich", role: .cancel, isEnabled: false),
                ScreenAction(id: "next", title: "Bereit für den nächsten Schritt", role: .primary),
            ]
        }
        await store.finish()
    }

    @Test(
        "built for German, a failed load says why in German, in the module's own sentence where it has one, with Erneut versuchen",
        arguments: [
            (ServiceError.notFound, "Dein Konto wurde nicht gefunden."),
            (.unreachable, ServiceErrorWording(locale: Language.german.locale).message(for: .unreachable)),
        ]
    )
    func germanFailure(error: ServiceError, message: String) async {
        let account = FakeAccountService()
        account.failNextCall(with: error)
        let store = ModuleTestStore(AccountFixtures.builder(account, language: .german).build(input: AccountInput(), delegate: nil))
        store.send(.load, AccountFixtures.loadingInGerman)
        await store.receive {
            $0.status = .failed(message)
            $0.actions = [
                ScreenAction(id: "dismiss", title: "Schließen", role: .cancel),
                ScreenAction(id: "next", title: "Weiter zum Abschluss", role: .primary, isEnabled: false),
                ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary),
            ]
        }
        await store.finish()
    }

    @Test("the final screen presented and closed 1,000 times leaves none of them alive")
    func thousandModals() async {
        let finalScreen = FinalScreenBuilderSpy()
        let store = await loadedStore(finalScreen: finalScreen)
        store.send(.select(section: "details", row: "email"), AccountFixtures.selection("demo@example.com"))
        let route = FinalScreenRoute.route(for: "demo@example.com")
        var presented: [ModuleParts] = []
        for _ in 0 ..< 1_000 {
            store.send(.action("next", form: [:]))
            await store.receive(.present(route))
            guard let top = store.navigator.top, top.route == route else { break }
            presented.append(top.parts)
            finalScreen.lastDelegate?.finalScreenDidClose()
            await store.receive(.dismiss(route))
        }
        #expect(presented.count == 1_000)
        #expect(presented.allSatisfy { $0.isReleased })
        await store.finish()
    }
}
