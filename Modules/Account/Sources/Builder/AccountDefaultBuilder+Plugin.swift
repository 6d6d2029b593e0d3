import AccountInterface
import ViperKit

extension AccountDefaultBuilder {
    /// The account feature as the App registers it: id `account`, answering `/account`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "account", routes: [AccountRoute.pattern]) { _ in
            self.build(input: AccountInput(), delegate: nil)
        }
    }
}
