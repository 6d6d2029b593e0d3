import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Tabs")
struct TabItemTests {
    private func tab(_ path: String) -> TabItem {
        TabItem(title: path, route: Route(path)) {
            Module(
                name: path,
                route: Route(path),
                view: ModuleView(screen: Screen(title: path)),
                presenter: ModuleView(screen: Screen(title: "")),
                interactor: ModuleView(screen: Screen(title: "")),
                router: ModuleView(screen: Screen(title: "")),
                activity: ModuleActivity()
            )
        }
    }

    @Test("a route contains itself and the paths below it, component by component")
    func routeContains() {
        let items = Route("/items")
        #expect(items.contains("/items"))
        #expect(items.contains("/items/3"))
        #expect(items.contains("/items/3/edit"))
        #expect(!items.contains("/itemsets"))
        #expect(!items.contains("/"))
        #expect(Route("/").contains("/anything"))
    }

    @Test("a deep link belongs to the tab whose root contains it (the longest), else the first")
    func tabForPath() {
        let tabs = [tab("/a"), tab("/b"), tab("/b/special")]
        #expect(TabItem.index(for: "/b/7", in: tabs) == 1)
        #expect(TabItem.index(for: "/b", in: tabs) == 1)
        #expect(TabItem.index(for: "/b/special/1", in: tabs) == 2)
        #expect(TabItem.index(for: "/bee", in: tabs) == 0)
        #expect(TabItem.index(for: "/c/1", in: tabs) == 0)
    }

    @Test("the recording navigator keeps a stack per tab, builds a root on first selection and sends .appear on reselection")
    func recordingNavigatorTabs() throws {
        let navigator = RecordingNavigator()
        let container = ModuleView(screen: Screen(title: "Home"))
        navigator.show(
            Module(
                name: "Home", route: Route("/home"), view: container,
                presenter: container, interactor: container, router: container, activity: ModuleActivity()
            ))
        navigator.showTabs([tab("/a"), tab("/b")], in: container)
        #expect(navigator.top?.route == Route("/a"))
        navigator.push(try tab("/a/1").makeRoot())
        navigator.selectTab(Route("/b"))
        navigator.present(try tab("/b/edit").makeRoot())
        navigator.selectTab(Route("/a"))
        #expect(navigator.top?.route == Route("/a/1"))
        #expect(navigator.tabStack(Route("/b")).map(\.route) == [Route("/b"), Route("/b/edit")])
        #expect(navigator.allModules.count == 5)
        #expect(
            navigator.calls == [
                .showTabs([Route("/a"), Route("/b")]), .push(Route("/a/1")), .selectTab(Route("/b")),
                .present(Route("/b/edit")), .selectTab(Route("/a")),
            ])
        navigator.replaceRoot(with: try tab("/login").makeRoot())
        #expect(navigator.tabs.isEmpty)
        #expect(navigator.selectedTab == nil)
        #expect(navigator.allModules.map(\.route) == [Route("/login")])
    }
}
