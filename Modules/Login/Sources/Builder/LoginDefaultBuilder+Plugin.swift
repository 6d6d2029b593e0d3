import LoginInterface
import ViperKit

extension LoginDefaultBuilder {
    /// The login feature as the App registers it: id `login`, answering `/login` and
    /// `/login/expired` (the same screen saying the session has expired). Every module it builds
    /// reports to `delegate`, which the plugin holds weakly.
    public func plugin(delegate: (any LoginDelegate)?) -> ModulePlugin {
        ModulePlugin(id: "login", routes: [LoginRoute.pattern, LoginRoute.reasonPattern]) { [weak delegate] parameters throws(RouteError) in
            guard let reason = parameters.values["reason"] else { return self.build(input: LoginInput(), delegate: delegate) }
            guard reason == LoginRoute.expiredReason else {
                throw RouteError.invalidParameter("reason", value: reason, expected: "expired")
            }
            return self.build(input: LoginInput(reason: .sessionExpired), delegate: delegate)
        }
    }
}
