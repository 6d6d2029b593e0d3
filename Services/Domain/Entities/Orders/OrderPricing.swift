/// The pricing rule of an order line, shared by the server (which stores the prices) and the
/// client (which shows a pending order's totals before the server has seen it), so both always
/// agree to the cent.
public enum OrderPricing {
    /// The tax rate in basis points (800 = 8%).
    public static let taxRateBasisPoints = 800

    /// The totals of `quantity` items at `unitPrice`: the item total, the tax on it (rounded half
    /// up to the cent) and the order total.
    public static func price(unitPrice: Money, quantity: Int) -> (itemTotal: Money, tax: Money, total: Money) {
        let itemTotal = unitPrice * quantity
        let tax = Money(cents: (itemTotal.cents * taxRateBasisPoints + 5_000) / 10_000)
        return (itemTotal, tax, itemTotal + tax)
    }
}
