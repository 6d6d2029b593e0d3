import Domain

@testable import Login

/// Records what a login interactor reports.
@MainActor
final class LoginOutputSpy: LoginInteractorOutput {
    private(set) var sessions: [AuthSession] = []
    private(set) var errors: [ServiceError] = []

    func loginDidSucceed(_ session: AuthSession) { sessions.append(session) }
    func loginDidFail(_ error: ServiceError) { errors.append(error) }
}
