import ViperKit

/// The View of every test module: shows a screen and forwards each event, untouched, to its
/// presenter (which it holds strongly, as a UIKit view controller holds its presenter).
@MainActor
final class TestView: ModuleView {
    var presenter: (any TestPresenting)?

    override func handle(_ event: ViewEvent) {
        presenter?.handle(event)
    }
}
