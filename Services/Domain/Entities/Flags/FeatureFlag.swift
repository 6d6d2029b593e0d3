/// A switch the composition root reads per person: which implementation of an Interface serves
/// them, so a successor ships dark beside the module it replaces and is turned on user by user.
///
/// A flag has one owner, the team that may flip it, and a default that holds for everyone whose
/// account sets no value. The app's flags are registered once, in the composition root.
///
/// ```swift
/// let itemDetailNext = FeatureFlag("item-detail-next", owner: "@team-items", default: false)
/// let on = itemDetailNext.isOn(in: try await flags.values().value)
/// ```
public struct FeatureFlag: Sendable, Hashable {
    /// The name the API and `App --flag` use, such as `item-detail-next`.
    public let name: String
    /// The team that may flip it (a CODEOWNERS team, `@team-items`).
    public let owner: String
    /// Its value for an account that sets none.
    public let defaultValue: Bool

    /// Creates a flag.
    public init(_ name: String, owner: String, default defaultValue: Bool) {
        self.name = name
        self.owner = owner
        self.defaultValue = defaultValue
    }

    /// Its value in `values` (an account's values by flag name), or its default.
    public func isOn(in values: [String: Bool]) -> Bool {
        values[name] ?? defaultValue
    }
}
