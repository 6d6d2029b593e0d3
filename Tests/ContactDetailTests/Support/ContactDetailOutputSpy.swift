import ContactDetail

/// Records what a Contact detail interactor reports.
@MainActor
final class ContactDetailOutputSpy: ContactDetailInteractorOutput {
    private(set) var performed = 0

    func didPerformAction() {
        performed += 1
    }
}
