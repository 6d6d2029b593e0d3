import AppComposition
import Fakes
import ViperKit

/// The budgets of the app's modules, by the path that shows them: each module built once through
/// the app's plugins over fakes, as a flow's budget is the budget of the screen it ends on.
@MainActor
enum ModuleBudgets {
    /// How many service calls `event` of the module at `path` may make, all calls together: a flow
    /// that ends on that screen may cost that many API requests. Zero when the budget does not name
    /// the event (it may cost nothing); `nil` when the module declares no budget.
    static func calls(of event: BudgetedEvent, at path: String) throws -> Int? {
        let services = UserServices(
            auth: FakeAuthService(), items: FakeItemsService(generatedCount: 60), employees: FakeEmployeesService(),
            account: FakeAccountService(), gateway: FakeEntityGateway(), flags: FakeFeatureFlags()
        )
        guard let budget = try PluginRegistry(FeaturePlugins.all(services: services, login: nil)).build(path).budget else { return nil }
        return budget.cost(of: event)?.calls.values.reduce(0, +) ?? 0
    }
}
