import AccountInterface
import Fakes
import Testing
import ViperKit
import ViperKitTesting

@testable import Account

/// What `ModuleTestStore.finish()` cannot check: it requires the module's work to have ended, so a
/// module closed while its service call still runs is checked here. The test keeps the module only
/// in an optional it empties before the leak check: its own reference would keep the view alive.
@MainActor
@Suite("Account release")
struct AccountReleaseTests {
    @Test("the module is released when closed while a slow fetch is in flight, and the fetch is cancelled")
    func releasedWhileLoading() async {
        let navigator = RecordingNavigator()
        let account = FakeAccountService()
        account.delay = .seconds(60)
        var module: Module? = AccountFixtures.builder(account).build(input: AccountInput(), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        #expect(activity.isBusy)
        module = nil
        while account.callCount == 0 { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(account.cancelledCallCount == 1)
    }
}
