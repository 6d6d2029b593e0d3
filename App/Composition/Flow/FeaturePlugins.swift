import Account
import ContactDetail
import ContactList
import EmployeeList
import FinalScreen
import ItemDetail
import ItemsList
import Login
import LoginInterface
import OrderEntry
import OrderHistory
import ViperKit

/// Every feature the app ships, as plugins built with one session's services. Adding a feature to
/// the app is one line here (the module generator writes it above the marker).
@MainActor
public enum FeaturePlugins {
    /// The plugins, wired with `services`; `login` is told when a login succeeds.
    public static func all(services: SessionServices, login: (any LoginDelegate)?) -> [ModulePlugin] {
        let itemDetail = ItemDetailDefaultBuilder(items: services.items)
        let orderEntry = OrderEntryDefaultBuilder(gateway: services.gateway)
        let orderHistory = OrderHistoryDefaultBuilder(gateway: services.gateway)
        let contactDetail = ContactDetailDefaultBuilder(gateway: services.gateway, orderEntry: orderEntry)
        return [
            LoginDefaultBuilder(auth: services.auth).plugin(delegate: login),
            ItemsListDefaultBuilder(items: services.items, detail: itemDetail).plugin(),
            itemDetail.plugin(),
            ContactListDefaultBuilder(gateway: services.gateway, detail: contactDetail, orderHistory: orderHistory).plugin(),
            contactDetail.plugin(),
            orderEntry.plugin(),
            orderHistory.plugin(),
            FinalScreenDefaultBuilder().plugin(),
            AccountDefaultBuilder(account: services.account, finalScreen: FinalScreenDefaultBuilder()).plugin(),
            EmployeeListDefaultBuilder(employees: services.employees).plugin(),
            // Home is not a plugin: AppFlow builds it after login with the tabs it composes (AppTab).
            // viper:plugins — the module generator adds new features above this line.
        ]
    }
}
