import LoginInterface
import ViperKit
import ViperKitTesting

/// Stands in for the login module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class LoginBuilderSpy: BuilderSpy<LoginInput, any LoginDelegate>, LoginBuilding {
    public func build(input: LoginInput, delegate: (any LoginDelegate)?) -> Module {
        record(input, delegate: delegate, standIn: .standIn(name: "Login", route: LoginRoute.route(input), title: "Log in"))
    }
}
