import Domain
import Fakes
import Foundation
import Testing
import ViperKit

@testable import EmployeeList

@MainActor
@Suite("Employee list presenter")
struct EmployeeListPresenterTests {
    @Test("on load it shows Loading employees… with the filter, and asks for the employees once")
    func load() throws {
        let (presenter, view, interactor, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Employees")
        #expect(shown.status == .loading("Loading employees…"))
        #expect(shown.filterLabel == "Filter by name or specialization")
        #expect(shown.filterTitle == "Filter")
        #expect(shown.filter == "")
        #expect(shown.clearFilterTitle == nil)
        #expect(shown.sections.isEmpty)
        #expect(interactor.loads == 1)
    }

    @Test("collects one section per employee with itself as each section's delegate")
    func sections() throws {
        let (presenter, view, _, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(EmployeeListFixtures.profiles, matching: "")
        let shown = try #require(view.last)
        #expect(shown.status == .ready)
        #expect(shown.sections.map(\.id) == ["employee-1", "employee-2", "employee-3", "employee-4"])
        #expect(shown.sections.allSatisfy { $0.delegate === presenter })
        #expect(shown.sections.map { $0.baseInfo?.name } == ["Alice Martin", "Bruno Costa", "Chloé Dubois", "Daniel Okafor"])
        #expect(shown.sections.map { $0.baseInfo?.photoURL != nil } == [true, false, true, false])
    }

    @Test("a Call tap reaches the presenter through the section and goes to the router; Text likewise")
    func buttonTapsRoute() throws {
        let (presenter, view, _, router) = EmployeeListFixtures.presenter()
        presenter.didLoad(EmployeeListFixtures.profiles, matching: "")
        let bruno = try #require(view.last?.sections[1])
        let call = try #require(bruno.button("Call")?.action)
        call()
        let text = try #require(bruno.button("Text")?.action)
        text()
        #expect(router.calls == ["+1 555 0102"])
        #expect(router.emails == ["bruno.costa@example.com"])
    }

    @Test("a filter goes to the interactor trimmed; the filtered list offers to show everyone again")
    func filter() throws {
        let (presenter, view, interactor, _) = EmployeeListFixtures.presenter()
        presenter.didLoad(EmployeeListFixtures.profiles, matching: "")
        presenter.didSubmitFilter("  design ")
        #expect(interactor.filters == ["design"])
        presenter.didLoad([EmployeeListFixtures.profiles[2]], matching: "design")
        let shown = try #require(view.last)
        #expect(shown.filter == "design")
        #expect(shown.clearFilterTitle == "Show everyone")
        #expect(shown.sections.map(\.id) == ["employee-3"])
        presenter.didTapClearFilter()
        #expect(interactor.filters == ["design", ""])
    }

    @Test("a filter typed while loading is kept in the field")
    func filterWhileLoading() {
        let (presenter, view, interactor, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didSubmitFilter("kim")
        #expect(interactor.filters == ["kim"])
        #expect(view.last?.filter == "kim")
        #expect(view.last?.status == .loading("Loading employees…"))
    }

    @Test("no match says so with the filter; an empty directory says it has nobody")
    func empty() {
        let (presenter, view, _, _) = EmployeeListFixtures.presenter()
        presenter.didLoad([], matching: "zzz")
        #expect(view.last?.status == .empty("No employees match “zzz”."))
        presenter.didLoad([], matching: "")
        #expect(view.last?.status == .empty("No employees yet."))
    }

    @Test("a directory from the device's copy shows the offline notice with its time; a live one shows none")
    func offlineNotice() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let view = EmployeeListViewSpy()
        let presenter = EmployeeListDefaultPresenter(
            interactor: EmployeeListInteractorSpy(), router: EmployeeListRouterSpy(), dates: Formatting(timeZone: utc),
            now: { Date(timeIntervalSince1970: 1_700_003_600) })
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didReadDirectory(cachedAt: Date(timeIntervalSince1970: 1_700_000_000))
        presenter.didLoad(EmployeeListFixtures.profiles, matching: "")
        #expect(view.last?.notice == "Offline — showing employees saved at 22:13")
        presenter.didReadDirectory(cachedAt: nil)
        presenter.didLoad(EmployeeListFixtures.profiles, matching: "")
        #expect(view.last?.notice == nil)
    }

    @Test("in German, the offline notice, an empty filter result and the directory's own error sentences are German")
    func german() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let view = EmployeeListViewSpy()
        let presenter = EmployeeListDefaultPresenter(
            interactor: EmployeeListInteractorSpy(), router: EmployeeListRouterSpy(), dates: Formatting(timeZone: utc, language: .german),
            now: { Date(timeIntervalSince1970: 1_700_003_600) })
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.last?.status == .loading("Mitarbeiter werden geladen…"))
        presenter.didReadDirectory(cachedAt: Date(timeIntervalSince1970: 1_700_000_000))
        presenter.didLoad([], matching: "")
        #expect(view.last?.notice == "Offline — du siehst Mitarbeiter, die um 22:13 gespeichert wurden")
        #expect(view.last?.status == .empty("Noch keine Mitarbeiter."))
        presenter.didReadDirectory(cachedAt: Date(timeIntervalSince1970: 1_600_000_000))
        presenter.didLoad([], matching: "")
        #expect(view.last?.notice == "Offline — du siehst Mitarbeiter, die am 13. Sept. 2020, 12:26 gespeichert wurden")
        presenter.didFailToLoad(.notFound)
        #expect(view.last?.status == .failed("Das Mitarbeiterverzeichnis wurde nicht gefunden."))
        presenter.didTapRetry()
        presenter.didFailToLoad(.storage("disk"))
        #expect(view.last?.status == .failed("Die Mitarbeiter konnten auf diesem Gerät nicht gelesen werden."))
    }

    @Test("a failed load shows its message with a retry that loads again")
    func failureThenRetry() {
        let (presenter, view, interactor, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.unreachable)
        #expect(view.last?.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        presenter.didTapRetry()
        #expect(interactor.loads == 2)
        #expect(view.last?.status == .loading("Loading employees…"))
        presenter.didLoad(EmployeeListFixtures.profiles, matching: "")
        #expect(view.last?.retryTitle == nil)
        presenter.didTapRetry()
        #expect(interactor.loads == 2, "nothing to retry once loaded")
    }

    @Test("a cancelled load shows no failure")
    func cancelled() {
        let (presenter, view, _, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.cancelled)
        #expect(view.last?.retryTitle == nil)
    }
}

@MainActor
@Suite("Employee list presenter, photos")
struct EmployeeListPresenterPhotoTests {
    let photo = EmployeePhoto(mediaType: "image/png", data: Data([1, 2, 3]))

    var withoutPhotos: [EmployeeProfile] {
        FakeEmployees.all.map { EmployeeProfile(employee: $0, photo: nil) }
    }

    @Test("the list arrives without photos: it is shown at once, every employee with initials")
    func listFirst() throws {
        let (presenter, view, _, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(withoutPhotos, matching: "")
        let shown = try #require(view.last)
        #expect(shown.status == .ready)
        #expect(shown.sections.allSatisfy { $0.baseInfo?.photoURL == nil })
        #expect(shown.sections.compactMap { $0.baseInfo?.initials } == ["AM", "BC", "CD", "DO"])
    }

    @Test("a photo replaces only its own employee's base-info cell model, and the view is updated")
    func photoUpdatesOwnSection() throws {
        let (presenter, view, _, _) = EmployeeListFixtures.presenter()
        presenter.didLoad(withoutPhotos, matching: "")
        let before = try #require(view.last).sections.map { $0.rows.map(ObjectIdentifier.init) }
        let displays = view.displayed.count
        presenter.didLoadPhoto(photo, ofEmployee: 3)
        #expect(view.displayed.count == displays + 1)
        let shown = try #require(view.last)
        let after = shown.sections.map { $0.rows.map(ObjectIdentifier.init) }
        #expect(after[0] == before[0] && after[1] == before[1] && after[3] == before[3], "other sections are untouched")
        #expect(after[2].dropFirst() == before[2].dropFirst(), "only the base-info cell model changes")
        #expect(after[2][0] != before[2][0])
        let chloe = try #require(shown.sections[2].baseInfo)
        #expect(chloe.photoURL?.absoluteString == "data:image/png;base64,AQID")
        #expect(chloe.photoDescription == "Photo of Chloé Dubois")
        #expect(shown.sections[2].delegate === presenter)
    }

    @Test("a photo of an employee not shown is ignored")
    func photoOfHiddenEmployee() {
        let (presenter, view, _, _) = EmployeeListFixtures.presenter()
        presenter.didLoad([EmployeeProfile(employee: FakeEmployees.alice, photo: nil)], matching: "alice")
        let displays = view.displayed.count
        presenter.didLoadPhoto(photo, ofEmployee: 3)
        #expect(view.displayed.count == displays)
        #expect(view.last?.sections.first?.baseInfo?.photoURL == nil)
    }
}
