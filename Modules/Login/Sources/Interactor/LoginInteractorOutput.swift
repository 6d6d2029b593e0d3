import Domain

/// What the login interactor reports, to its presenter.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The credentials were accepted.
    func loginDidSucceed(_ session: AuthSession)
    /// Logging in failed.
    func loginDidFail(_ error: ServiceError)
}
