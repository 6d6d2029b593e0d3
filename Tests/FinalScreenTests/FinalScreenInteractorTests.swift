import Testing

@testable import FinalScreen

@MainActor
@Suite("Final screen interactor")
struct FinalScreenInteractorTests {
    @Test("hands over the value it was built with")
    func value() {
        let output = FinalScreenOutputSpy()
        let interactor = FinalScreenDefaultInteractor(value: "Team lead")
        interactor.output = output
        interactor.loadValue()
        #expect(output.values == ["Team lead"])
    }

    @Test("holds its output weakly")
    func weakOutput() {
        let interactor = FinalScreenDefaultInteractor(value: "x")
        var output: FinalScreenOutputSpy? = FinalScreenOutputSpy()
        interactor.output = output
        output = nil
        #expect(interactor.output == nil)
        interactor.loadValue()
    }
}
