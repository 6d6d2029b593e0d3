import FinalScreenInterface
import FinalScreenTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import FinalScreen

@MainActor
@Suite("Final screen router")
struct FinalScreenRouterTests {
    @Test("closing asks the delegate to dismiss the screen, and does not navigate itself")
    func closesThroughDelegate() {
        let delegate = FinalScreenDelegateSpy()
        let navigator = RecordingNavigator()
        let module = FinalScreenDefaultBuilder().build(input: FinalScreenInput(value: "x"), delegate: delegate)
        navigator.present(module)
        module.view.handle(.action(FinalScreenDefaultView.closeActionID, form: [:]))
        #expect(delegate.closes == 1)
        #expect(navigator.calls == [.present(module.route)])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: FinalScreenDelegateSpy? = FinalScreenDelegateSpy()
        let router = FinalScreenDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
    }

    @Test("without a delegate (a deep link) it pops itself off the navigator")
    func popsWithoutDelegate() {
        let navigator = RecordingNavigator()
        let module = FinalScreenDefaultBuilder().build(input: FinalScreenInput(value: "x"), delegate: nil)
        navigator.push(module)
        module.view.handle(.action(FinalScreenDefaultView.closeActionID, form: [:]))
        #expect(navigator.calls == [.push(module.route), .pop(module.route)])
        #expect(navigator.stack.isEmpty)
    }

    @Test("the presenting router, as delegate, dismisses what it presented")
    func presentingRouterDismisses() {
        let navigator = RecordingNavigator()
        let presenting = PresentingRouterStub(navigator: navigator)
        _ = presenting.present("B")
        let route = FinalScreenRoute.route(for: "B")
        navigator.top?.view.handle(.action(FinalScreenDefaultView.closeActionID, form: [:]))
        #expect(navigator.calls == [.present(route), .dismiss(route)])
    }
}
