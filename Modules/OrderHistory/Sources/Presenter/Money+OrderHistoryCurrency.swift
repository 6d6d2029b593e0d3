import Domain
import Foundation

extension Money {
    /// The amount as US dollars in a fixed locale (en_US), so the screen and its tests read the
    /// same everywhere: 123450 cents is "$1,234.50".
    var orderHistoryCurrency: String {
        (Decimal(cents) / 100).formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
    }
}
