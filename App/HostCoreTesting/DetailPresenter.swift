import Fakes
import Foundation
import ViperKit

/// /detail/:id: "star" marks the item (state that belongs to this session's module only),
/// "call" opens a tel: link, "edit" presents /edit/:id modally, "confirm" shows an alert, "save"
/// works with its button disabled until the app's held saves are released (``TestApp/saves``),
/// then counts one save.
@MainActor
final class DetailPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    let id: Int64
    private var isStarred = false
    private(set) var appearances = 0
    private var saves = 0
    private var isSaving = false
    /// Holds each save until the test releases it.
    private let saveHold: FakeHold<Never>

    init(id: Int64, interactor: TestInteractor, router: TestRouter, saveHold: FakeHold<Never>) {
        self.id = id
        self.interactor = interactor
        self.router = router
        self.saveHold = saveHold
    }

    func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            show()
        case .appear:
            appearances += 1
            show()
        case .action("star", _):
            isStarred = true
            show()
        case .action("call", _):
            router.open(URL(string: "tel:+15550100")!)
        case .action("script", _):
            router.open(URL(string: "javascript:alert(1)")!)
        case .action("edit", _):
            router.present("/edit/\(id)")
        case .action("confirm", _):
            view?.update { $0.alert = ScreenAlert(title: "Sure?", message: "Really do it?", actions: [ScreenAction(id: "yes", title: "Yes")]) }
        case .action("save", _):
            isSaving = true
            show()
            interactor.wait(for: saveHold) { [weak self] in
                guard let self else { return }
                isSaving = false
                saves += 1
                show()
            }
        case .alert("yes"):
            view?.update {
                $0.alert = nil
                $0.notice = "Done"
            }
        default:
            break
        }
    }

    private func show() {
        view?.update { screen in
            screen.sections = [
                ScreenSection(
                    id: "info",
                    rows: [
                        ScreenRow(id: "state", title: isStarred ? "Starred" : "Not starred"),
                        ScreenRow(id: "saves", title: "Saved \(saves) times"),
                        ScreenRow(id: "appear", title: "Appeared \(appearances) times"),
                    ])
            ]
            screen.actions = [
                ScreenAction(id: "star", title: "Star"),
                ScreenAction(id: "call", title: "Call"),
                ScreenAction(id: "script", title: "Script"),
                ScreenAction(id: "edit", title: "Edit"),
                ScreenAction(id: "confirm", title: "Confirm", role: .destructive),
                ScreenAction(id: "save", title: isSaving ? "Saving…" : "Save", isEnabled: !isSaving),
            ]
        }
    }
}
