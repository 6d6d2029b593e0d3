import Domain
import EmployeeListInterface
import EmployeeListPreviews
import EmployeeListTesting
import Fakes
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// The employee list through its screen: events in, every screen change and navigation out, over a
/// fake employees service whose photos come back empty (the photos have their own suite). Each
/// `finish()` also checks the module is released once closed.
@MainActor
@Suite("Employee list module")
struct EmployeeListModuleTests {
    typealias Fixtures = EmployeeListFixtures

    let alice = FakeEmployees.alice
    let bruno = FakeEmployees.bruno
    let chloe = FakeEmployees.chloe
    let daniel = FakeEmployees.daniel

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(EmployeeListPreviews.all, of: "EmployeeList")
    }

    @Test("the state the gallery and the snapshots show before the photos is this module's: the directory with initials")
    func stateAsDeclared() async throws {
        let store = try ModuleTestStore(state: "before photos", of: EmployeeListPreviews.all)
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        await store.finish()
    }

    @Test("built by its builder and its plugin, the module answers /employees and is released when closed mid-load, its load cancelled")
    func lifecycle() async {
        let employees = Fixtures.service()
        employees.holdCalls()
        let builder = EmployeeListDefaultBuilder(employees: employees)
        #expect(EmployeeListRoute.route.path == "/employees")
        await ModuleLifecycleCheck.run("EmployeeList", at: EmployeeListRoute.route, plugin: builder.plugin(), closedMidWork: true) {
            builder.build(input: EmployeeListInput(), delegate: nil)
        }
        #expect(employees.cancelledCalls == [.employees])
    }

    @Test(
        "opening shows Loading employees… and the filter, then one section per employee: initials, name and specialization, workplaces, Call and Text"
    )
    func opens() async {
        let employees = Fixtures.service()
        let store = ModuleTestStore(Fixtures.module(employees))
        store.send(.load) {
            $0.title = "Employees"
            $0.status = .loading("Loading employees…")
            $0.form = ScreenForm(
                fields: [ScreenField(id: "filter", label: "Filter by name or specialization", kind: .search)],
                submit: ScreenAction(id: "apply-filter", title: "Filter")
            )
        }
        store.send(.load)
        await store.receive {
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "employee-1",
                    rows: [
                        ScreenRow(
                            id: "0", kind: .employeeBaseInfo, title: "Alice Martin", detail: "iOS developer",
                            image: ScreenImage(url: nil, initials: "AM", label: "Initials of Alice Martin")),
                        ScreenRow(id: "1", kind: .employeeWorkplace, title: "Berlin office", tone: .secondary),
                        ScreenRow(id: "2", kind: .employeeWorkplace, title: "Remote", tone: .secondary),
                        ScreenRow(id: "3", kind: .button, title: "Call", detail: "+1 555 0101", isSelectable: true),
                        ScreenRow(id: "4", kind: .button, title: "Text", detail: "alice.martin@example.com", isSelectable: true),
                    ]
                ),
                ScreenSection(
                    id: "employee-2",
                    rows: [
                        ScreenRow(
                            id: "0", kind: .employeeBaseInfo, title: "Bruno Costa", detail: "Backend engineer",
                            image: ScreenImage(url: nil, initials: "BC", label: "Initials of Bruno Costa")),
                        ScreenRow(id: "1", kind: .employeeWorkplace, title: "Lisbon office", tone: .secondary),
                        ScreenRow(id: "2", kind: .button, title: "Call", detail: "+1 555 0102", isSelectable: true),
                        ScreenRow(id: "3", kind: .button, title: "Text", detail: "bruno.costa@example.com", isSelectable: true),
                    ]
                ),
                ScreenSection(
                    id: "employee-3",
                    rows: [
                        ScreenRow(
                            id: "0", kind: .employeeBaseInfo, title: "Chloé Dubois", detail: "Product designer",
                            image: ScreenImage(url: nil, initials: "CD", label: "Initials of Chloé Dubois")),
                        ScreenRow(id: "1", kind: .employeeWorkplace, title: "Berlin office", tone: .secondary),
                        ScreenRow(id: "2", kind: .employeeWorkplace, title: "London office", tone: .secondary),
                        ScreenRow(id: "3", kind: .employeeWorkplace, title: "Client site", tone: .secondary),
                        ScreenRow(id: "4", kind: .button, title: "Call", detail: "+1 555 0103", isSelectable: true),
                        ScreenRow(id: "5", kind: .button, title: "Text", detail: "chloe.dubois@example.com", isSelectable: true),
                    ]
                ),
                ScreenSection(
                    id: "employee-4",
                    rows: [
                        ScreenRow(
                            id: "0", kind: .employeeBaseInfo, title: "Daniel Okafor", detail: "QA engineer",
                            image: ScreenImage(url: nil, initials: "DO", label: "Initials of Daniel Okafor")),
                        ScreenRow(id: "1", kind: .employeeWorkplace, title: "Remote", tone: .secondary),
                        ScreenRow(id: "2", kind: .button, title: "Call", detail: "+1 555 0104", isSelectable: true),
                        ScreenRow(id: "3", kind: .button, title: "Text", detail: "daniel.okafor@example.com", isSelectable: true),
                    ]
                ),
            ]
        }
        #expect(employees.calls.first == .employees)
        await store.finish()
        #expect(employees.calls.filter { $0 == .employees }.count == 1, "a load under way is not started twice")
        #expect(
            Set(employees.calls.dropFirst()) == [.photo(employeeID: 1), .photo(employeeID: 2), .photo(employeeID: 3)],
            "then each photo is asked for once; Daniel has no photo path and is not asked for one")
    }

    @Test(
        "a failed load says why, in the module's own sentence where it has one, with Try again, which loads again; once loaded there is nothing to retry",
        arguments: [
            (ServiceError.unreachable, ServiceErrorWording.standard.message(for: .unreachable)),
            (.unauthorized, ServiceErrorWording.standard.message(for: .unauthorized)),
            (.notFound, "The employee directory could not be found."),
            (.storage("disk"), "The employees couldn't be read on this device."),
        ]
    )
    func failure(error: ServiceError, message: String) async {
        let employees = Fixtures.service()
        employees.failNextCall(with: error, of: .employees)
        let store = ModuleTestStore(Fixtures.module(employees))
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.failed(message))
        store.send(Fixtures.retry) {
            $0.status = .loading("Loading employees…")
            $0.actions = []
        }
        await store.receive(Fixtures.listed(FakeEmployees.all))
        store.send(Fixtures.retry)
        await store.finish()
        #expect(employees.calls.filter { $0 == .employees }.count == 2)
    }

    @Test("a load the service reports as cancelled shows no failure and no Try again")
    func cancelledByService() async {
        let employees = Fixtures.service()
        employees.failNextCall(with: .cancelled, of: .employees)
        let store = ModuleTestStore(Fixtures.module(employees))
        store.send(.load, Fixtures.loading())
        await store.finish()
        #expect(employees.calls == [.employees])
    }

    @Test(
        "an empty directory says there is nobody yet",
        arguments: [(Language.english, "No employees yet."), (.german, "Noch keine Mitarbeiter.")]
    )
    func emptyDirectory(language: Language, message: String) async {
        let store = ModuleTestStore(Fixtures.module(Fixtures.service([]), language: language))
        store.send(.load, Fixtures.loading(language == .german ? .german : .english))
        await store.receive { $0.status = .empty(message) }
        await store.finish()
    }

    @Test("the filter, trimmed, keeps the employees it matches and offers Show everyone; filtering asks the service nothing")
    func filter() async {
        let employees = Fixtures.service()
        let store = await Fixtures.loadedStore(employees)
        store.send(Fixtures.filter("  design ")) {
            $0.sections = [Fixtures.section(chloe)]
            $0.form = Fixtures.form("design")
            $0.actions = [ScreenAction(id: "clear-filter", title: "Show everyone")]
        }
        store.send(Fixtures.filter("engineer"), Fixtures.listed([bruno, daniel], filter: "engineer"))
        store.send(Fixtures.clearFilter, Fixtures.listed(FakeEmployees.all))
        store.send(Fixtures.filter("developer"), Fixtures.listed([alice], filter: "developer"))
        store.send(Fixtures.filter("   "), Fixtures.listed(FakeEmployees.all))
        await store.finish()
        #expect(employees.calls.filter { $0 == .employees }.count == 1, "filtering reads the directory once loaded")
        #expect(employees.calls.count == 4, "and asks for no photo again")
    }

    @Test("a filter nobody matches says so with the filter, and Show everyone")
    func noMatch() async {
        let store = await Fixtures.loadedStore()
        store.send(Fixtures.filter("zzz")) {
            $0.status = .empty("No employees match “zzz”.")
            $0.sections = []
            $0.form = Fixtures.form("zzz")
            $0.actions = [ScreenAction(id: "clear-filter", title: "Show everyone")]
        }
        await store.finish()
    }

    @Test(
        "a filter matches when every word is in the name or the specialization, ignoring case and accents",
        arguments: [
            ("chloe", true), ("CHLOÉ", true), ("dubois design", true), ("designer", true), ("", true),
            ("chloe engineer", false), ("ios", false),
        ]
    )
    func matching(filter: String, matches: Bool) async {
        let store = await Fixtures.loadedStore(Fixtures.service([chloe]), staff: [chloe])
        store.send(Fixtures.filter(filter), Fixtures.listed(matches ? [chloe] : [], filter: filter))
        await store.finish()
    }

    @Test("a filter typed while the employees load is kept in the field and applies when they arrive")
    func filterWhileLoading() async {
        let store = ModuleTestStore(Fixtures.module())
        store.send(.load, Fixtures.loading())
        store.send(Fixtures.filter(" alice ")) {
            $0.form = Fixtures.form("alice")
            $0.actions = [ScreenAction(id: "clear-filter", title: "Show everyone")]
        }
        await store.receive(Fixtures.listed([alice], filter: "alice"))
        await store.finish()
    }

    @Test(
        "a directory read from the device's copy, the API being down, shows the offline notice with when it was saved",
        arguments: [(Language.english, false), (.english, true), (.german, false), (.german, true)]
    )
    func offline(language: Language, savedToday: Bool) async {
        let savedAt = savedToday ? Date() : Date(timeIntervalSince1970: 1_600_000_000)
        let words: EmployeeListWords = language == .german ? .german : .english
        let employees = Fixtures.service()
        employees.source = .cache(savedAt: savedAt)
        let store = ModuleTestStore(Fixtures.module(employees, language: language))
        store.send(.load, Fixtures.loading(words))
        await store.receive {
            Fixtures.listed(FakeEmployees.all, words)(&$0)
            // The module's own sentence around the time as ViperKit writes it in the language:
            // "at 14:05" today, "on 13 Sept 2020 at 12:26" earlier ("um 14:05", "am 13. Sept. 2020, 12:26").
            $0.notice = words.offline(Formatting(language: language).savedAt(savedAt, now: Date()))
        }
        await store.finish()
    }

    @Test("Call and Text open the employee's tel: and mailto: links through the navigator and tell the delegate")
    func callAndText() async throws {
        let delegate = EmployeeListDelegateSpy()
        let store = await Fixtures.loadedStore(delegate: delegate)
        let links = try ["tel:+15550101", "mailto:alice.martin@example.com", "tel:+15550102", "mailto:bruno.costa@example.com"].map {
            try #require(URL(string: $0))
        }
        store.send(Fixtures.call(alice))
        await store.receive(.open(links[0]))
        store.send(Fixtures.text(alice))
        await store.receive(.open(links[1]))
        store.send(Fixtures.call(bruno))
        await store.receive(.open(links[2]))
        store.send(Fixtures.text(bruno))
        await store.receive(.open(links[3]))
        #expect(delegate.opened == links)
        await store.finish()
    }

    @Test("a call dials only the number's digits and leading +; a number without digits or an address without @ opens nothing")
    func links() async throws {
        let reachable = Employee(
            id: 1, name: "Alice Martin", specialization: "iOS developer", workplaces: [], phone: "+1 (555) 0101",
            email: "alice.martin@example.com", photoPath: nil)
        let unreachable = Employee(
            id: 2, name: "Bruno Costa", specialization: "Backend engineer", workplaces: [], phone: "n/a", email: "nobody", photoPath: nil)
        let delegate = EmployeeListDelegateSpy()
        let store = await Fixtures.loadedStore(Fixtures.service([reachable, unreachable]), staff: [reachable, unreachable], delegate: delegate)
        let tel = try #require(URL(string: "tel:+15550101"))
        store.send(Fixtures.call(reachable))
        await store.receive(.open(tel))
        store.send(Fixtures.call(unreachable))
        store.send(Fixtures.text(unreachable))
        #expect(delegate.opened == [tel])
        await store.finish()
    }

    @Test("pressing a row that is not a button, or a row that is not there, does nothing")
    func otherRows() async {
        let store = await Fixtures.loadedStore()
        store.send(.select(section: "employee-1", row: "0"))
        store.send(.select(section: "employee-1", row: "1"))
        store.send(.select(section: "employee-1", row: "99"))
        store.send(.select(section: "employee-1", row: "call"))
        store.send(.select(section: "employee-99", row: "3"))
        await store.finish()
    }

    @Test("the module holds its delegate weakly: once the delegate is gone, Call still opens the link")
    func weakDelegate() async throws {
        var delegate: EmployeeListDelegateSpy? = EmployeeListDelegateSpy()
        let store = await Fixtures.loadedStore(delegate: delegate)
        let tel = try #require(URL(string: "tel:+15550102"))
        store.send(Fixtures.call(bruno))
        await store.receive(.open(tel))
        #expect(delegate?.opened == [tel])
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        store.send(Fixtures.call(bruno))
        await store.receive(.open(tel))
        await store.finish()
    }

    @Test("a module shown in no navigator opens no link and tells its delegate nothing")
    func noNavigator() async {
        let delegate = EmployeeListDelegateSpy()
        var module: Module? = Fixtures.module(delegate: delegate)
        let store = ModuleTestStore(module!)
        // The store shows the module in its navigator; taking the navigator away stands for a
        // module built but never placed. Only the store keeps the module, so `finish` can check
        // its release.
        module!.view.navigator = nil
        module = nil
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        store.send(Fixtures.call(alice))
        store.send(Fixtures.text(alice))
        #expect(delegate.opened.isEmpty)
        await store.finish()
    }

    @Test("built for German, the list shows its own German words: the filter, the buttons, the photo's description and no match")
    func german() async {
        let photo = FakeEmployees.photo(id: alice.id)
        let store = ModuleTestStore(Fixtures.module(FakeEmployeesService(photos: [alice.id: photo]), language: .german))
        store.send(.load) {
            $0.title = "Mitarbeiter"
            $0.status = .loading("Mitarbeiter werden geladen…")
            $0.form = ScreenForm(
                fields: [ScreenField(id: "filter", label: "Nach Name oder Fachgebiet filtern", kind: .search)],
                submit: ScreenAction(id: "apply-filter", title: "Filtern")
            )
        }
        // Each section's buttons are Anrufen and Schreiben, a missing photo "Initialen von …".
        await store.receive(Fixtures.listed(FakeEmployees.all, .german))
        await store.receive {
            $0.sections[0].rows[0].image = ScreenImage(url: Fixtures.dataURL(photo), initials: "AM", label: "Foto von Alice Martin")
        }
        store.send(Fixtures.filter("zzz")) {
            $0.status = .empty("Keine Mitarbeiter passen zu „zzz“.")
            $0.sections = []
            $0.form = Fixtures.form("zzz", .german)
            $0.actions = [ScreenAction(id: "clear-filter", title: "Alle anzeigen")]
        }
        await store.finish()
    }

    @Test(
        "built for German, a failed load says why in German, in the module's own sentence where it has one, with Erneut versuchen",
        arguments: [
            (ServiceError.notFound, "Das Mitarbeiterverzeichnis wurde nicht gefunden."),
            (.storage("disk"), "Die Mitarbeiter konnten auf diesem Gerät nicht gelesen werden."),
            (.unreachable, ServiceErrorWording(locale: Language.german.locale).message(for: .unreachable)),
        ]
    )
    func germanFailure(error: ServiceError, message: String) async {
        let employees = Fixtures.service()
        employees.failNextCall(with: error, of: .employees)
        let store = ModuleTestStore(Fixtures.module(employees, language: .german))
        store.send(.load, Fixtures.loading(.german))
        await store.receive {
            $0.status = .failed(message)
            $0.actions = [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)]
        }
        await store.finish()
    }

    @Test("the plugin is `employee-list` and answers /employees; the deep-linked list has no delegate and still opens links")
    func plugin() async throws {
        let plugin = EmployeeListDefaultBuilder(employees: Fixtures.service()).plugin()
        #expect(plugin.id == "employee-list")
        #expect(plugin.routes == [EmployeeListRoute.pattern])
        let store = ModuleTestStore(try PluginRegistry([plugin]).build("/employees"))
        #expect(store.navigator.top?.route.path == "/employees")
        store.send(.load, Fixtures.loading())
        await store.receive(Fixtures.listed(FakeEmployees.all))
        store.send(Fixtures.call(alice))
        await store.receive(.open(try #require(URL(string: "tel:+15550101"))))
        await store.finish()
    }
}
