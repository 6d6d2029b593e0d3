import ContactDetail
import Testing
import ViperKit

@MainActor
@Suite("Contact detail interactor")
struct ContactDetailInteractorTests {
    let activity = ModuleActivity()
    let output = ContactDetailOutputSpy()

    @Test("performs the action and reports it")
    func performs() async {
        let interactor = ContactDetailDefaultInteractor(activity: activity)
        interactor.output = output
        interactor.performAction()
        await activity.idle()
        withExtendedLifetime(interactor) {}
        #expect(output.performed == 1)
    }

    @Test("an action cancelled because the module closed reports nothing")
    func cancelled() async {
        let interactor = ContactDetailDefaultInteractor(activity: activity, duration: .seconds(60))
        interactor.output = output
        interactor.performAction()
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        withExtendedLifetime(interactor) {}
        #expect(output.performed == 0)
    }
}
