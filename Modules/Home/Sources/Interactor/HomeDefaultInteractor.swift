import ViperKit

/// Performs the Home action. Replace the wait with the use case's service calls (inject the
/// services through the builder). Every call runs in the module's ``ModuleActivity``, so closing
/// the module cancels it; a cancelled call reports nothing.
@MainActor
public final class HomeDefaultInteractor: HomeInteractor {
    /// Where results go, held weakly: the presenter holds the interactor.
    public weak var output: (any HomeInteractorOutput)?
    private let activity: ModuleActivity
    private let duration: Duration

    /// Creates the interactor, running its calls in `activity`; the action takes `duration`.
    public init(activity: ModuleActivity, duration: Duration = .zero) {
        self.activity = activity
        self.duration = duration
    }

    /// Performs the action and reports it, unless cancelled.
    public func performAction() {
        activity.run { [weak self, duration] in
            try? await Task.sleep(for: duration)
            guard !Task.isCancelled, let output = self?.output else { return }
            output.didPerformAction()
        }
    }
}
