@testable import Account
import AccountInterface
import Fakes
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Account release")
struct AccountReleaseTests {
    @Test("the module is released when closed after a selection, and its delegate is not retained")
    func releasedAfterSelection() async {
        let navigator = RecordingNavigator()
        var delegate: AccountDelegateSpy? = AccountDelegateSpy()
        var module: Module? = AccountFixtures.builder().build(input: AccountInput(), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.settle()
        module!.view.handle(.select(section: AccountDefaultView.detailsSectionID, row: "email"))
        #expect(delegate?.selected == ["demo@example.com"])
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while a slow fetch is in flight, and the fetch is cancelled")
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

    @Test("the final screen presented and dismissed 1,000 times leaves no live module object, and the account module is released after")
    func thousandModals() async {
        let navigator = RecordingNavigator()
        var module: Module? = AccountFixtures.builder().build(input: AccountInput(), delegate: nil)
        let parts = module!.parts
        navigator.show(module!)
        await module!.activity.settle()
        module!.view.handle(.select(section: AccountDefaultView.detailsSectionID, row: "email"))
        var presentedParts: [ModuleParts] = []
        for _ in 0 ..< 1_000 {
            module!.view.handle(.action(AccountDefaultView.nextScreenActionID, form: [:]))
            guard let presented = navigator.top, presented.view !== module!.view else { break }
            presentedParts.append(presented.parts)
            presented.view.handle(.action("close", form: [:]))
        }
        #expect(presentedParts.count == 1_000)
        #expect(navigator.stack.count == 1)
        let tracker = LeakTracker()
        for presented in presentedParts {
            await tracker.expectReleased(presented, grace: .zero)
        }
        #expect(tracker.reports.isEmpty)
        module = nil
        navigator.popTop()
        #expect(await tracker.expectReleased(parts) == nil)
    }
}
