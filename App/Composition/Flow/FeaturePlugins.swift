import Account
import ContactDetail
import ContactList
import EmployeeList
import FinalScreen
import ItemDetail
import ItemDetailInterface
import ItemDetailNext
import ItemsList
import Login
import LoginInterface
import OrderDetail
import OrderEntry
import OrderHistory
import ViperKit

/// Every feature the app ships, as plugins built with one session's services. Adding a feature to
/// the app is one line here (the module generator writes it above the marker).
///
/// Where an Interface has two implementations (a successor written with `viper new --implements`),
/// the person's flag chooses which one is built and registered: the other is not built at all, so
/// the two never answer the same route in one session.
@MainActor
public enum FeaturePlugins {
    /// The plugins, wired with `services`, whose modules speak `language`, each Interface served by
    /// the implementation `flags` (a person's values, by flag name) choose; a flag they do not set
    /// has its default. `login` is told when a login succeeds.
    public static func all(
        services: UserServices,
        login: (any LoginDelegate)?,
        language: Language = .english,
        flags: [String: Bool] = [:]
    ) -> [ModulePlugin] {
        let itemDetail: any ItemDetailBuilding
        let itemDetailPlugin: ModulePlugin
        if FeatureFlagRegistry.itemDetailNext.isOn(in: flags) {
            let next = ItemDetailNextDefaultBuilder(items: services.items, language: language)
            (itemDetail, itemDetailPlugin) = (next, next.plugin())
        } else {
            let current = ItemDetailDefaultBuilder(items: services.items, language: language)
            (itemDetail, itemDetailPlugin) = (current, current.plugin())
        }
        let orderEntry = OrderEntryDefaultBuilder(gateway: services.gateway, language: language)
        let orderDetail = OrderDetailDefaultBuilder(gateway: services.gateway, language: language)
        let orderHistory = OrderHistoryDefaultBuilder(gateway: services.gateway, orderDetail: orderDetail, language: language)
        let contactDetail = ContactDetailDefaultBuilder(
            gateway: services.gateway, orderEntry: orderEntry, orderDetail: orderDetail, language: language)
        let finalScreen = FinalScreenDefaultBuilder(language: language)
        return [
            LoginDefaultBuilder(auth: services.auth, language: language).plugin(delegate: login),
            ItemsListDefaultBuilder(items: services.items, detail: itemDetail, language: language).plugin(),
            itemDetailPlugin,
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
