import FinalScreen
import Testing
import ViperKit

@MainActor
@Suite("Final screen interactor")
struct FinalScreenInteractorTests {
    let activity = ModuleActivity()
    let output = FinalScreenOutputSpy()

    @Test("performs the action and reports it")
    func performs() async {
        let interactor = FinalScreenDefaultInteractor(activity: activity)
        interactor.output = output
        interactor.performAction()
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.performed == 1)
    }

    @Test("an action cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = FinalScreenDefaultInteractor(activity: activity, duration: .seconds(60))
        interactor.output = output
        interactor.performAction()
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        withExtendedLifetime(interactor) {}
        #expect(output.performed == 0)
    }
}
