import ViperKit

/// /edit/:id, shown modally: a form whose "save" checks the name and dismisses the module.
@MainActor
final class EditPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    private(set) var lastForm: [String: String] = [:]

    init(interactor: TestInteractor, router: TestRouter) {
        self.interactor = interactor
        self.router = router
    }

    func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            show(error: nil, name: "")
        case .action("save", let form):
            lastForm = form
            let name = form["name"] ?? ""
            if name.isEmpty {
                show(error: "Enter a name", name: name)
            } else {
                router.dismiss()
            }
        default:
            break
        }
    }

    private func show(error: String?, name: String) {
        view?.update { screen in
            screen.form = ScreenForm(
                fields: [
                    ScreenField(id: "name", label: "Name", value: name, error: error, isRequired: true),
                    ScreenField(id: "pin", label: "PIN", value: "1234", kind: .password),
                ],
                submit: ScreenAction(id: "save", title: "Save", role: .primary)
            )
        }
    }
}
