import HostCore
import Testing
import ViperKit

/// What a host keeps per view: found again while the view lives, gone once it is released.
@MainActor
@Suite("Per-view state, kept one way for both hosts")
struct PerViewTests {
    @Test("a value is found for its view and no other, taken out once, and dropped when its view is released")
    func keepsWhileTheViewLives() {
        var store = PerView<Int>()
        let first = ModuleView(screen: Screen(title: "one"))
        var second: ModuleView? = ModuleView(screen: Screen(title: "two"))
        store.keep(1, for: first)
        store.keep(2, for: second!)
        #expect(store[first] == 1)
        #expect(store[second!] == 2)
        #expect(store[ModuleView(screen: Screen(title: "three"))] == nil)
        #expect(store.take(for: first) == 1)
        #expect(store[first] == nil, "taken once")

        second = nil
        store.keep(3, for: first)
        #expect(store.count == 1, "the released view's value went as a new view's was kept")
    }
}
