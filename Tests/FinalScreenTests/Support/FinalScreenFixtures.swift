import ViperKit

@testable import FinalScreen

/// Helpers the final screen tests share.
@MainActor
enum FinalScreenFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (FinalScreenDefaultPresenter, FinalScreenViewSpy, FinalScreenInteractorSpy, FinalScreenRouterSpy) {
        let view = FinalScreenViewSpy()
        let interactor = FinalScreenInteractorSpy()
        let router = FinalScreenRouterSpy()
        let presenter = FinalScreenDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }
}

extension Screen {
    /// The detail of the row showing the value.
    var shownValue: String? {
        section(FinalScreenDefaultView.contentSectionID)?.rows.first { $0.id == FinalScreenDefaultView.valueRowID }?.detail
    }
}
