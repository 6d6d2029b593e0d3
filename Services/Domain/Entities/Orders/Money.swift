/// An amount of money in cents of the one currency the demo uses. Whole cents, so sums never
/// drift; presenters format it as currency, use cases never do.
public struct Money: Sendable, Equatable, Hashable, Comparable, Codable {
    /// The amount in cents.
    public let cents: Int

    /// An amount of `cents` cents.
    public init(cents: Int) {
        self.cents = cents
    }

    /// Nothing.
    public static let zero = Money(cents: 0)

    /// The sum of two amounts.
    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents + rhs.cents)
    }

    /// `amount` taken `times` times.
    public static func * (amount: Money, times: Int) -> Money {
        Money(cents: amount.cents * times)
    }

    /// Orders amounts by size.
    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }

    /// Decodes from the bare number of cents.
    public init(from decoder: any Decoder) throws {
        cents = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes as the bare number of cents.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(cents)
    }
}
