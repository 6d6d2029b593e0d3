/// Whether a change to a public symbol can stop another module from compiling.
public enum APIChangeSeverity: String, Sendable, Hashable, Codable, Comparable {
    /// Code elsewhere that compiled before still compiles.
    case additive
    /// Code elsewhere that compiled before may not compile now.
    case breaking

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .additive && rhs == .breaking }
}
