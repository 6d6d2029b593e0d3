import Domain

/// Every feature flag the app reads, each once, with the team that may flip it and its default:
/// the one place a flag is declared. `viper check` holds it to that (registered once, used by the
/// composition root, owned by a team in CODEOWNERS).
public enum FeatureFlagRegistry {
    /// The item detail's successor, which edits an item's name in place; off until its team turns
    /// it on for an account (a row in the demo API's `feature_flag` table) or `App --flag`.
    public static let itemDetailNext = FeatureFlag("item-detail-next", owner: "@team-items", default: false)

    /// The registered flags.
    public static let all: [FeatureFlag] = [itemDetailNext]

    /// The implementations each flag chooses between, by feature, with the value that serves each:
    /// the gallery captions a feature's states with it, and a module run alone
    /// (`App --module ItemDetailNext`) runs with it. ``FeaturePlugins`` makes the choice.
    public static let selecting: [String: (flag: FeatureFlag, value: Bool)] = [
        "ItemDetail": (itemDetailNext, false),
        "ItemDetailNext": (itemDetailNext, true),
    ]

    /// The flag named `name`, if one is registered.
    public static func flag(named name: String) -> FeatureFlag? {
        all.first { $0.name == name }
    }
}
