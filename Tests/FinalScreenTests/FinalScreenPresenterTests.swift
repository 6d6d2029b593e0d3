import Testing

@testable import FinalScreen

@MainActor
@Suite("Final screen presenter")
struct FinalScreenPresenterTests {
    @Test("on load it asks the interactor for the value")
    func load() {
        let (presenter, view, interactor, _) = FinalScreenFixtures.presenter()
        presenter.viewDidLoad()
        #expect(interactor.loads == 1)
        #expect(view.displayed.isEmpty)
    }

    @Test("shows the value with its label, the title and a Close button")
    func showsValue() {
        let (presenter, view, _, _) = FinalScreenFixtures.presenter()
        presenter.didLoad(value: "demo@example.com")
        #expect(
            view.displayed == [
                FinalScreenViewModel(title: "Final screen", valueLabel: "You selected", value: "demo@example.com", closeTitle: "Close")
            ])
    }

    @Test("Close asks the router to close the screen")
    func close() {
        let (presenter, _, _, router) = FinalScreenFixtures.presenter()
        presenter.didTapClose()
        #expect(router.closes == 1)
    }
}
