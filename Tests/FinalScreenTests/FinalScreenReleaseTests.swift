import FinalScreenInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import FinalScreen

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Final screen release")
struct FinalScreenReleaseTests {
    @Test("the module is released when its presenting router dismisses it, and does not retain that router")
    func releasedAfterDismissal() async {
        let navigator = RecordingNavigator()
        var presenting: PresentingRouterStub? = PresentingRouterStub(navigator: navigator)
        let parts = presenting!.present("B")
        navigator.top?.view.handle(.action(FinalScreenDefaultView.closeActionID, form: [:]))
        #expect(navigator.stack.isEmpty)
        weak let releasedPresenting = presenting
        presenting = nil
        #expect(releasedPresenting == nil)
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("a deep-linked module is released when it closes itself")
    func releasedAfterSelfClose() async {
        let navigator = RecordingNavigator()
        var module: Module? = FinalScreenDefaultBuilder().build(input: FinalScreenInput(value: "B"), delegate: nil)
        let parts = module!.parts
        navigator.push(module!)
        module!.view.handle(.action(FinalScreenDefaultView.closeActionID, form: [:]))
        module = nil
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("presented and dismissed 1,000 times, it leaves no live module object")
    func thousandModals() async {
        let navigator = RecordingNavigator()
        let presenting = PresentingRouterStub(navigator: navigator)
        var allParts: [ModuleParts] = []
        for index in 0 ..< 1_000 {
            allParts.append(presenting.present("value \(index)"))
            navigator.top?.view.handle(.action(FinalScreenDefaultView.closeActionID, form: [:]))
        }
        #expect(navigator.stack.isEmpty)
        #expect(navigator.calls.count == 2_000)
        let tracker = LeakTracker()
        for parts in allParts {
            await tracker.expectReleased(parts, grace: .zero)
        }
        #expect(tracker.reports.isEmpty)
        #expect(allParts.allSatisfy { $0.isReleased })
    }
}
