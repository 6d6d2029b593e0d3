import Foundation

extension Money {
    /// The demo's one currency.
    public static let currencyCode = "USD"

    /// The amount in its currency, written for `locale`: 123450 cents is "US$1,234.50" in British
    /// English and "1.234,50 $" in German. The currency never changes with the language; only how
    /// its digits, separators and symbol are written does.
    public func formatted(for locale: Locale) -> String {
        (Decimal(cents) / 100).formatted(.currency(code: Self.currencyCode).locale(locale))
    }
}
