import AccountInterface
import ViperKit
import ViperKitTesting

/// Stands in for the account module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class AccountBuilderSpy: BuilderSpy<AccountInput, any AccountDelegate>, AccountBuilding {
    public func build(input: AccountInput, delegate: (any AccountDelegate)?) -> Module {
        record(input, delegate: delegate, standIn: .standIn(name: "Account", route: AccountRoute.route, title: "Account"))
    }
}
