import Domain
import EmployeeList
import Fakes
import Testing
import ViperKit

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

    @Test("a failed load shows its message with a retry that loads again")
    func failureThenRetry() {
        let (presenter, view, interactor, _) = EmployeeListFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.timeout)
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
