import ViperKit

/// What a test module's presenter answers: the view's events. It holds its view weakly.
@MainActor
protocol TestPresenting: AnyObject {
    var view: ModuleView? { get set }
    func handle(_ event: ViewEvent)
}
