import Account
import ContactDetail
import ContactList
import EmployeeList
import FinalScreen
import ItemDetail
import ItemsList
import Login
import LoginInterface
import OrderDetail
import OrderEntry
import OrderHistory
import ViperKit

/// Every feature the app ships, as plugins built with one session's services. Adding a feature to
/// the app is one line here (the module generator writes it above the marker).
@MainActor
public enum FeaturePlugins {
    /// The plugins, wired with `services`, whose modules speak `language`; `login` is told when a
    /// login succeeds.
    public static func all(services: UserServices, login: (any LoginDelegate)?, language: Language = .english) -> [ModulePlugin] {
        let itemDetail = ItemDetailDefaultBuilder(items: services.items, language: language)
        let orderEntry = OrderEntryDefaultBuilder(gateway: services.gateway, language: language)
        let orderDetail = OrderDetailDefaultBuilder(gateway: services.gateway, language: language)
        let orderHistory = OrderHistoryDefaultBuilder(gateway: services.gateway, orderDetail: orderDetail, language: language)
        let contactDetail = ContactDetailDefaultBuilder(
            gateway: services.gateway, orderEntry: orderEntry, orderDetail: orderDetail, language: language)
        let finalScreen = FinalScreenDefaultBuilder(language: language)
        return [
            LoginDefaultBuilder(auth: services.auth, language: language).plugin(delegate: login),
            ItemsListDefaultBuilder(items: services.items, detail: itemDetail, language: language).plugin(),
            itemDetail.plugin(),
            ContactListDefaultBuilder(gateway: services.gateway, detail: contactDetail, orderHistory: orderHistory, language: language).plugin(),
            contactDetail.plugin(),
            orderEntry.plugin(),
            orderHistory.plugin(),
            finalScreen.plugin(),
            AccountDefaultBuilder(account: services.account, finalScreen: finalScreen, language: language).plugin(),
            EmployeeListDefaultBuilder(employees: services.employees, language: language).plugin(),
            // Home is not a plugin: AppFlow builds it after login with the tabs it composes (AppTab).
            orderDetail.plugin(),
            // viper:plugins — the module generator adds new features above this line.
        ]
    }
}
