import Fakes
import HomeInterface
import HomeTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import Home

/// Each test keeps modules only in the navigator or in optionals it empties before the leak
/// check: a test's own reference would keep a view alive.
@MainActor
@Suite("Home release")
struct HomeReleaseTests {
    @Test("logging out releases Home and every module of every tab once the root is replaced; the delegate is not retained")
    func releasedAfterLogOut() async throws {
        let auth = try await HomeFixtures.loggedInAuth()
        let navigator = RecordingNavigator()
        var delegate: HomeDelegateSpy? = HomeDelegateSpy()
        var module: Module? = HomeDefaultBuilder(auth: auth)
            .build(input: HomeInput(tabs: TabModule.tabs(counter: TabBuildCounter())), delegate: delegate)
        let activity = module!.activity
        navigator.show(module!)
        navigator.push(TabModule.make("/one/1", title: "One 1"))
        navigator.selectTab(Route("/two"))
        navigator.present(TabModule.make("/two/edit", title: "Edit"))
        let parts = navigator.allModules.map(\.parts)
        #expect(parts.count == 5)
        module!.view.handle(.action(HomeDefaultView.logOutActionID, form: [:]))
        module = nil
        await activity.idle()
        #expect(delegate?.loggedOut == 1)
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        navigator.replaceRoot(with: TabModule.make("/login", title: "Log in"))
        let tracker = LeakTracker()
        for part in parts {
            #expect(await tracker.expectReleased(part) == nil, "\(part.name) is released")
        }
    }

    @Test("Home is released while logging out is slow; the call is cancelled and nobody hears of it")
    func releasedWhileWorking() async throws {
        let auth = try await HomeFixtures.loggedInAuth()
        auth.delay = .seconds(60)
        let navigator = RecordingNavigator()
        let delegate = HomeDelegateSpy()
        var module: Module? = HomeDefaultBuilder(auth: auth).build(input: HomeInput(tabs: []), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module!.view.handle(.action(HomeDefaultView.logOutActionID, form: [:]))
        #expect(activity.isBusy)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(delegate.loggedOut == 0)
    }
}
